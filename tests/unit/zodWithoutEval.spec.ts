import { afterEach, describe, expect, it, vi } from 'vitest'

describe("zod in the browser, under the page's policy", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig
    vi.resetModules()
  })

  it('leaves the server its fast path', async () => {
    await import('../../src/lib/zodWithoutEval')
    expect((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless).toBeUndefined()
  })

  it('parses without probing for eval', async () => {
    vi.stubGlobal('window', {})
    await import('../../src/lib/zodWithoutEval')
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
    const newFunction = vi.spyOn(globalThis, 'Function')
    expect(z.object({ name: z.string() }).parse({ name: 'Salong' })).toEqual({ name: 'Salong' })
    expect(newFunction).not.toHaveBeenCalled()
  })
})
