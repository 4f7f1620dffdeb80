import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'

import { DAY_PAGES, delayUntilDayRefresh, refreshDayPages } from '../../src/jobs/dailyPageRefresh'
import { ALL_CACHE_TAGS } from '../../src/lib/cacheTags'
import { clientHintsOnlyForAdmin } from '../../src/lib/clientHints'
import { fingerprintOf } from '../../src/lib/contentFingerprint'
import { discountState, isDiscountVisible, startOfDay } from '../../src/lib/discounts'
import { acceptedLanguages, LANGUAGE_COOKIE, preferredLocale } from '../../src/lib/languageDetection'
import { salonDay, salonDayIn, secondsUntilNextSalonDay } from '../../src/lib/salonDay'
import { cachedRead } from '../../src/platform/contentCache'
import { config as proxyConfig } from '../../src/proxy'

describe("the salon's day (Europe/Stockholm)", () => {
  it('begins at midnight in Stockholm, not in UTC', () => {
    expect(salonDay(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21')
    expect(salonDay(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22') // CET, UTC+1
    expect(salonDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01') // CEST, UTC+2
  })

  it('steps whole calendar days, also from the first hour of a 25-hour day', () => {
    const newYearsEveNight = new Date('2026-12-31T23:30:00Z') // 00:30 on 1 January in Stockholm
    const days = [-1, 0, 1, 31].map((offset) => salonDayIn(offset, newYearsEveNight))
    expect(days).toEqual(['2026-12-31', '2027-01-01', '2027-01-02', '2027-02-01'])
    // 25 October 2026, 00:30 CEST: 24 hours later it is still the 25th (23:30 CET).
    expect(salonDayIn(1, new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-26')
  })

  it('the cache lives until the next Stockholm midnight, also across daylight saving', () => {
    expect(secondsUntilNextSalonDay(new Date('2026-11-21T22:59:00Z'))).toBe(60)
    expect(secondsUntilNextSalonDay(new Date('2026-11-21T23:00:00Z'))).toBe(24 * 3600)
    // 29 March 2026 has 23 hours in Stockholm, 25 October 2026 has 25.
    expect(secondsUntilNextSalonDay(new Date('2026-03-28T23:00:00Z'))).toBe(23 * 3600)
    expect(secondsUntilNextSalonDay(new Date('2026-10-24T22:00:00Z'))).toBe(25 * 3600)
  })

  it('the day it keeps for the reads of a day is the day, on either side of each midnight asked about', () => {
    // Each instant after a look at its day's end (what every anonymous read does), then the instants around it.
    for (const asked of [
      '2026-11-21T12:00:00Z',
      '2026-03-28T23:30:00Z',
      '2026-10-24T22:10:00Z',
      '2026-12-31T22:59:59Z',
    ]) {
      const time = Date.parse(asked)
      const untilMidnight = secondsUntilNextSalonDay(new Date(time)) * 1000
      for (const instant of [
        time,
        time + 1,
        time + untilMidnight - 1001,
        time + untilMidnight,
        time - 1,
        time - 3600_000,
      ])
        expect(salonDay(new Date(instant)), new Date(instant).toISOString()).toBe(
          new Date(instant).toLocaleDateString('en-CA', { timeZone: 'Europe/Stockholm' }),
        )
    }
  })

  it("the day's pages are rendered afresh just after each Stockholm midnight, also on a 25-hour day", () => {
    expect(DAY_PAGES).toEqual(['/', '/en'])
    expect(delayUntilDayRefresh(new Date('2026-11-21T22:59:00Z'))).toBe(62_000)
    expect(delayUntilDayRefresh(new Date('2026-10-24T22:00:00Z'))).toBe(25 * 3600_000 + 2000)
  })

  it('a page that never answers fails the midnight refresh within its time limit', async () => {
    const silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    try {
      const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
      await expect(refreshDayPages(origin, 'secret', 100)).rejects.toThrow(/timeout|aborted/i)
    } finally {
      silent.closeAllConnections()
      silent.close()
    }
  })

  it('a discount starting tomorrow is upcoming until Stockholm midnight, then running; one ending today is gone after it', () => {
    const startsTomorrow = {
      isActive: true,
      startDate: '2026-11-22T00:00:00.000Z',
      endDate: '2026-11-30T00:00:00.000Z',
    }
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
    expect(acceptedLanguages('sv, en;q=2')).toEqual(['sv', 'en'])
  })

  it('the remembered choice wins, then the browser, then Swedish (crawlers send no languages)', () => {
    expect(preferredLocale('sv', acceptedLanguages('en-US,en;q=0.9'))).toBe('sv')
    expect(preferredLocale(null, acceptedLanguages('de-DE,en;q=0.8,sv;q=0.5'))).toBe('en')
    expect(preferredLocale(null, acceptedLanguages(''))).toBe('sv')
  })
})

describe("the proxy's matcher (which requests for / reach it at all)", () => {
  type Entry = Exclude<(typeof proxyConfig.matcher)[number], string>
  const rootEntries = proxyConfig.matcher.filter(
    (entry): entry is Entry => typeof entry !== 'string' && entry.source === '/',
  )
  /** Next's own condition check, on a request with these headers. */
  const reachesProxy = (languages: string | null, cookie: string | null) => {
    const headers = {
      ...(languages === null ? {} : { 'accept-language': languages }),
      ...(cookie === null ? {} : { cookie: `${LANGUAGE_COOKIE}=${cookie}` }),
    }
    const request = { headers } as unknown as IncomingMessage
    return rootEntries.some(
      (entry) =>
        matchHas(request, {}, [...(entry.has ?? [])], [...(('missing' in entry && entry.missing) || [])]) !== false,
    )
  }
  const headers = [
    null,
    '',
    'sv',
    'SV',
    'sv-SE',
    'sv-SE,sv;q=0.9',
    'sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7',
    ' sv-FI , en',
    'de-DE,sv;q=0.9,en;q=0.8',
    'en',
    'en-US,en;q=0.9',
    'EN-gb',
    'de-DE,en;q=0.8,sv;q=0.5',
    'sv;q=0.5, en',
    'sv;q=0, en',
    'en;q=0, sv',
    'de, en',
    '*',
    'sv, en;q=2',
    'svx, en',
    'sv_SE, en',
    'sv -x, en',
    'nb-NO,nb;q=0.9,no;q=0.8,nn;q=0.7,en-US;q=0.6',
    'fi, sv-FI;q=0.9',
    'ensv, sv',
    'de;q=0.9, sv',
    ' , sv',
    'en-US, sv',
  ]
  const cookies = [null, 'sv', 'en', 'de', '']

  it('holds the cookie name the toggle writes', () => {
    const conditions = rootEntries.flatMap((entry) => [
      ...(entry.has ?? []),
      ...(('missing' in entry && entry.missing) || []),
    ])
    const cookieKeys = conditions.filter((condition) => condition.type === 'cookie').map((condition) => condition.key)
    expect(cookieKeys).toEqual([LANGUAGE_COOKIE, LANGUAGE_COOKIE])
  })

  it('lets a request skip the proxy only when it is certainly Swedish', () => {
    for (const cookie of cookies)
      for (const languages of headers)
        if (!reachesProxy(languages, cookie))
          expect(preferredLocale(cookie || null, acceptedLanguages(languages)), `${cookie} / ${languages}`).toBe('sv')
  })

  it('spares Swedish browsers, crawlers and remembered Swedish choices the proxy', () => {
    for (const languages of [
      null,
      '',
      'sv',
      'sv-SE,sv;q=0.9',
      'sv-SE,sv;q=0.9,en-US;q=0.8,en;q=0.7',
      'de-DE,sv,en;q=0.8',
    ])
      expect(reachesProxy(languages, null), String(languages)).toBe(false)
    expect(reachesProxy('en-US,en;q=0.9', 'sv')).toBe(false)
    expect(reachesProxy('sv-SE', 'en')).toBe(true)
    expect(reachesProxy('en-US,en;q=0.9', null)).toBe(true)
  })
})

describe('content fingerprints (what the page rendered, told to the browser)', () => {
  it('are equal for equal content and differ for any change', () => {
    const services = [{ id: 1, name: 'Ansiktsbehandling', price: 1295, image_srcset: null }]
    expect(fingerprintOf(services)).toBe(fingerprintOf(JSON.parse(JSON.stringify(services))))
    expect(fingerprintOf(services)).not.toBe(fingerprintOf([{ ...services[0], price: 1296 }]))
    expect(fingerprintOf(services)).not.toBe(fingerprintOf([]))
    expect(fingerprintOf([])).toMatch(/^[0-9a-z]+$/)
  })
})

describe("Payload's client hint headers", () => {
  it('are moved from every path to the admin panel only', () => {
    const hint = { source: '/:path*', headers: [{ key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' }] }
    const security = { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }
    expect(clientHintsOnlyForAdmin([security, hint]).map((rule) => rule.source)).toEqual([
      '/:path*',
      '/admin',
      '/admin/:path+',
    ])
  })
})
