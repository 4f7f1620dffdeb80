import { describe, expect, it } from 'vitest'

import { stopTimings } from '../../server/stopTimings.mjs'

describe("the production server's stop timings", () => {
  it('default to a 5 s drain and a 30 s bound', () => {
    expect(stopTimings({} as NodeJS.ProcessEnv)).toEqual({ drainMs: 5_000, timeoutMs: 30_000 })
  })

  it('take seconds, fractions and 0 included', () => {
    const env = { SHUTDOWN_DRAIN_SECONDS: '0.5', SHUTDOWN_TIMEOUT_SECONDS: '0' } as unknown as NodeJS.ProcessEnv
    expect(stopTimings(env)).toEqual({ drainMs: 500, timeoutMs: 0 })
  })

  it('stop the start on a value that is no number of seconds, naming the variable', () => {
    const env = (value: string) => ({ SHUTDOWN_TIMEOUT_SECONDS: value }) as unknown as NodeJS.ProcessEnv
    expect(() => stopTimings(env('-1'))).toThrow('SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds')
    expect(() => stopTimings(env('30s'))).toThrow('SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds')
  })
})
