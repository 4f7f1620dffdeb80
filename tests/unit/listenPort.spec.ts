import { describe, expect, it } from 'vitest'

import { listenPort } from '../../server/listenPort.mjs'

describe("the production server's port", () => {
  it('takes -p and --port as `next start` does, before PORT', () => {
    expect(listenPort(['-p', '3417'], { PORT: '3000' })).toBe(3417)
    expect(listenPort(['--port', '3418'], {})).toBe(3418)
    expect(listenPort(['--port=3419'], {})).toBe(3419)
  })

  it('falls back to PORT, then 3000', () => {
    expect(listenPort([], { PORT: '8080' })).toBe(8080)
    expect(listenPort([], {})).toBe(3000)
  })

  it('refuses what it would otherwise ignore: an unknown option or a port that is no port', () => {
    expect(() => listenPort(['--hostname', 'x'], {})).toThrow(/Unknown option/)
    expect(() => listenPort(['-p', 'eighty'], {})).toThrow('The port must be a number from 0 to 65535 (got "eighty").')
    expect(() => listenPort([], { PORT: '70000' })).toThrow('got "70000"')
  })
})
