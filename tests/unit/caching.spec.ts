import { describe, expect, it } from 'vitest'

import { ALL_CACHE_TAGS } from '../../src/lib/cacheTags'
import { clientHintsOnlyForAdmin } from '../../src/lib/clientHints'
import { discountState, isDiscountVisible, startOfDay } from '../../src/lib/discounts'
import { acceptedLanguages, preferredLocale } from '../../src/lib/languageDetection'
import { salonDay, secondsUntilNextSalonDay } from '../../src/lib/salonDay'
import { cachedRead } from '../../src/queries/contentCache'

describe("the salon's day (Europe/Stockholm)", () => {
  it('begins at midnight in Stockholm, not in UTC', () => {
    expect(salonDay(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21')
    expect(salonDay(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22') // CET, UTC+1
    expect(salonDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01') // CEST, UTC+2
  })

  it('the cache lives until the next Stockholm midnight, also across daylight saving', () => {
    expect(secondsUntilNextSalonDay(new Date('2026-11-21T22:59:00Z'))).toBe(60)
    expect(secondsUntilNextSalonDay(new Date('2026-11-21T23:00:00Z'))).toBe(24 * 3600)
    // 29 March 2026 has 23 hours in Stockholm, 25 October 2026 has 25.
    expect(secondsUntilNextSalonDay(new Date('2026-03-28T23:00:00Z'))).toBe(23 * 3600)
    expect(secondsUntilNextSalonDay(new Date('2026-10-24T22:00:00Z'))).toBe(25 * 3600)
  })

  it('a discount starting tomorrow is upcoming until Stockholm midnight, then running; one ending today is gone after it', () => {
    const startsTomorrow = { isActive: true, startDate: '2026-11-22T00:00:00.000Z', endDate: '2026-11-30T00:00:00.000Z' }
    const endsToday = { isActive: true, startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-21T00:00:00.000Z' }
    const beforeMidnight = new Date('2026-11-21T22:30:00Z') // 23:30 in Stockholm
    const afterMidnight = new Date('2026-11-21T23:30:00Z') // 00:30 the next day in Stockholm, still the 21st in UTC
    expect(discountState(startsTomorrow, beforeMidnight)).toBe('upcoming')
    expect(discountState(startsTomorrow, afterMidnight)).toBe('running')
    expect(isDiscountVisible(endsToday, beforeMidnight)).toBe(true)
    expect(isDiscountVisible(endsToday, afterMidnight)).toBe(false)
    expect(startOfDay(afterMidnight)).toBe('2026-11-22T00:00:00.000Z')
  })
})

describe('the content cache outside Next (scripts, integration tests)', () => {
  it('reads directly, every time', async () => {
    let reads = 0
    const read = async () => ++reads
    expect(await cachedRead(['unit'], ALL_CACHE_TAGS, read)).toBe(1)
    expect(await cachedRead(['unit'], ALL_CACHE_TAGS, read)).toBe(2)
  })
})

describe('language detection for the proxy', () => {
  it('orders Accept-Language by weight and drops refused languages', () => {
    expect(acceptedLanguages('sv;q=0.5, en-US, de;q=0')).toEqual(['en-US', 'sv'])
    expect(acceptedLanguages('sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['sv-SE', 'sv', 'en-US', 'en'])
    expect(acceptedLanguages(null)).toEqual([])
  })

  it('the remembered choice wins, then the browser, then Swedish (crawlers send no languages)', () => {
    expect(preferredLocale('sv', acceptedLanguages('en-US,en;q=0.9'))).toBe('sv')
    expect(preferredLocale(null, acceptedLanguages('de-DE,en;q=0.8,sv;q=0.5'))).toBe('en')
    expect(preferredLocale(null, acceptedLanguages(''))).toBe('sv')
  })
})

describe("Payload's client hint headers", () => {
  it('are moved from every path to the admin panel only', () => {
    const hint = { source: '/:path*', headers: [{ key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] }
    const security = { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }
    expect(clientHintsOnlyForAdmin([security, hint]).map((rule) => rule.source)).toEqual(['/:path*', '/admin', '/admin/:path+'])
  })
})
