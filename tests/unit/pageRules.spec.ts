import { describe, expect, it } from 'vitest'

import { visitToSend } from '../../src/lib/dailyVisit'
import { groupByCategory } from '../../src/lib/groupByCategory'
import { isInstallPromptSnoozed } from '../../src/lib/installPrompt'
import { pathForLocale, preferredLocale } from '../../src/lib/languageDetection'
import { openStatus, parseOpeningHours } from '../../src/lib/openingHours'
import { amountText, priceText } from '../../src/lib/priceText'
import { salonJsonLd } from '../../src/lib/salonJsonLd'
import { SETTING_FALLBACKS } from '../../src/lib/settingFallbacks'
import { mapsUrl, socialUrl } from '../../src/lib/socialLinks'
import { DEFAULT_THEME, mergeTheme, themeVariables } from '../../src/lib/theme'

describe('prices', () => {
  it("prefix 'från' and SEK, with Swedish thousands spacing", () => {
    expect(priceText(595, 'från')).toBe('från 595\u00a0SEK')
    expect(priceText(2495, 'från')).toBe('från 2\u00a0495\u00a0SEK')
    expect(amountText(1441)).toBe('1\u00a0441\u00a0SEK')
  })
})

describe('language detection', () => {
  it('prefers the stored choice, then the browser, then Swedish', () => {
    expect(preferredLocale('en', ['sv-SE'])).toBe('en')
    expect(preferredLocale(null, ['de-DE', 'en-GB'])).toBe('en')
    expect(preferredLocale(null, ['sv-SE', 'en'])).toBe('sv')
    expect(preferredLocale('xx', ['fr'])).toBe('sv')
  })
  it('puts Swedish at / and English at /en', () => {
    expect(pathForLocale('sv')).toBe('/')
    expect(pathForLocale('en')).toBe('/en')
  })
})

describe('opening hours', () => {
  const week = parseOpeningHours('Mån–Fre 09:00–19:00\nLör 10:00–18:00\nSön Stängt')

  it('reads Swedish and English day ranges', () => {
    expect(week[0]).toEqual({ opens: '09:00', closes: '19:00' })
    expect(week[4]).toEqual({ opens: '09:00', closes: '19:00' })
    expect(week[5]).toEqual({ opens: '10:00', closes: '18:00' })
    expect(week[6]).toBeNull()
    expect(parseOpeningHours('Mon-Fri 9:00-19:00, Sat 10.00-18.00, Sun closed')).toEqual(week)
  })

  it('knows when the salon is open (Stockholm time)', () => {
    // 2026-11-23 is a Monday; 12:00 UTC is 13:00 in Stockholm.
    expect(openStatus(week, new Date('2026-11-23T12:00:00Z'))).toEqual({ open: true, closes: '19:00' })
    expect(openStatus(week, new Date('2026-11-23T06:00:00Z'))).toEqual({
      open: false,
      opens: { day: 0, time: '09:00', today: true },
    })
    // Saturday 20:00 Stockholm: closed until Monday.
    expect(openStatus(week, new Date('2026-11-21T19:00:00Z'))).toEqual({
      open: false,
      opens: { day: 0, time: '09:00', today: false },
    })
    // Summer time: Monday 2026-07-06 17:30 UTC is 19:30 in Stockholm (18:30 on winter time, when it is open).
    expect(openStatus(week, new Date('2026-07-06T17:30:00Z'))).toEqual({
      open: false,
      opens: { day: 1, time: '09:00', today: false },
    })
  })

  it('understands the built-in fallback hours', () => {
    expect(parseOpeningHours(SETTING_FALLBACKS.en.opening_hours)[5]).toEqual({ opens: '10:00', closes: '18:00' })
  })
})

describe('daily visit', () => {
  const morning = new Date(2026, 10, 21, 9)
  it('sends the first visit of the day with a new identifier', () => {
    expect(visitToSend(null, morning, () => 'abc')).toEqual({ id: 'abc', day: '2026-11-21' })
  })
  it('sends nothing more that day, and keeps the identifier the next day', () => {
    expect(
      visitToSend(JSON.stringify({ id: 'abc', day: '2026-11-21' }), new Date(2026, 10, 21, 22), () => 'new'),
    ).toBeNull()
    expect(
      visitToSend(JSON.stringify({ id: 'abc', day: '2026-11-21' }), new Date(2026, 10, 22, 8), () => 'new'),
    ).toEqual({ id: 'abc', day: '2026-11-22' })
  })
  it('survives a damaged stored value', () => {
    expect(visitToSend('{oops', morning, () => 'x')).toEqual({ id: 'x', day: '2026-11-21' })
  })
})

describe('install prompt', () => {
  it('stays hidden for 24 hours after "not now"', () => {
    const now = Date.now()
    expect(isInstallPromptSnoozed(String(now - 1000), now)).toBe(true)
    expect(isInstallPromptSnoozed(String(now - 86_400_000), now)).toBe(false)
    expect(isInstallPromptSnoozed(null, now)).toBe(false)
    expect(isInstallPromptSnoozed('garbage', now)).toBe(false)
  })
})

describe('theme', () => {
  it('merges stored colours over the defaults and ignores anything else', () => {
    const theme = mergeTheme(JSON.stringify({ primary: '#123456', text: 'url(javascript:x)', extra: '#fff' }))
    expect(theme).toEqual({ ...DEFAULT_THEME, primary: '#123456' })
    expect(mergeTheme('not json')).toEqual(DEFAULT_THEME)
    expect(themeVariables(theme)['--color-button-hover']).toBe(DEFAULT_THEME.buttonHover)
  })
})

describe('links and grouping', () => {
  it('turns handles into profile addresses', () => {
    expect(socialUrl('instagram', '@salonglumiere')).toBe('https://www.instagram.com/salonglumiere/')
    expect(socialUrl('facebook', 'https://facebook.com/x')).toBe('https://facebook.com/x')
    expect(mapsUrl('Strandvägen 7, Stockholm')).toContain('Strandv%C3%A4gen%207')
  })
  it('groups by category in order of first appearance', () => {
    expect(groupByCategory([{ c: 'spa' }, { c: 'nails' }, { c: 'spa' }], (item) => item.c)).toEqual([
      ['spa', [{ c: 'spa' }, { c: 'spa' }]],
      ['nails', [{ c: 'nails' }]],
    ])
  })
})

describe('schema.org data', () => {
  it('describes the salon with address and opening hours', () => {
    const data = salonJsonLd(
      {
        ...SETTING_FALLBACKS.sv,
        site_title: 'Salong Lumière',
        address: 'Strandvägen 7, 114 56 Stockholm',
        instagram: 'salonglumiere',
      },
      'https://salong.example/',
      'https://salong.example/og-image.jpg',
    )
    expect(data['@type']).toBe('BeautySalon')
    expect(data.address).toMatchObject({
      streetAddress: 'Strandvägen 7',
      postalCode: '114 56',
      addressLocality: 'Stockholm',
      addressCountry: 'SE',
    })
    expect(data.openingHoursSpecification).toHaveLength(6)
    expect(data.sameAs).toEqual(['https://www.instagram.com/salonglumiere/'])
  })
})
