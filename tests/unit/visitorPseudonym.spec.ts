import { describe, expect, it } from 'vitest'

import { storedVisitorId, visitorPseudonym } from '../../endpoints/http/visitorPseudonym'

describe('the visit pseudonym of an address', () => {
  it('is the same all day, so a visitor counts once a day', () => {
    expect(visitorPseudonym('203.0.113.9', '2026-11-22')).toBe(visitorPseudonym('203.0.113.9', '2026-11-22'))
    expect(visitorPseudonym('203.0.113.9', '2026-11-22')).not.toBe(visitorPseudonym('203.0.113.10', '2026-11-22'))
  })

  it("changes with the day: the salt is new, and yesterday's is gone", () => {
    const monday = visitorPseudonym('203.0.113.9', '2026-11-23')
    const tuesday = visitorPseudonym('203.0.113.9', '2026-11-24')
    expect(tuesday).not.toBe(monday)
    // Back on Monday (it no longer exists): a new salt, so not Monday's id.
    expect(visitorPseudonym('203.0.113.9', '2026-11-23')).not.toBe(monday)
  })

  it("keeps the browser's random id, but never an address sent in its place", () => {
    expect(storedVisitorId('k3j9x0ab', '203.0.113.9', '2026-11-22')).toBe('k3j9x0ab')
    expect(storedVisitorId('198.51.100.23', '203.0.113.9', '2026-11-22')).not.toContain('198.51')
    expect(storedVisitorId(undefined, '203.0.113.9', '2026-11-22')).toBe(visitorPseudonym('203.0.113.9', '2026-11-22'))
  })
})
