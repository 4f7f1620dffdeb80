import { describe, expect, it } from 'vitest'

import { isHttpUrl } from '../../src/lib/httpUrl'
import { isLocale, toLocale } from '../../src/lib/locales'
import { SETTING_FALLBACKS } from '../../src/lib/settingFallbacks'
import { isSettingKey, SETTING_KEYS } from '../../src/lib/settingKeys'

describe('isHttpUrl', () => {
  it.each(['https://www.bokadirekt.se/places/x', 'http://localhost:3000/boka'])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true)
  })
  it.each(['javascript:alert(1)', 'ftp://example.se', 'www.example.se', '', null, 42])('refuses %s', (value) => {
    expect(isHttpUrl(value)).toBe(false)
  })
})

describe('locales', () => {
  it('knows sv and en, and reads anything else as Swedish', () => {
    expect(isLocale('en')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(toLocale('en')).toBe('en')
    expect(toLocale('de')).toBe('sv')
    expect(toLocale(undefined)).toBe('sv')
  })
})

describe('settings', () => {
  it('has every key of SPEC §3', () => {
    expect([...SETTING_KEYS].sort()).toEqual([
      'address',
      'contact_email',
      'contact_phone',
      'facebook',
      'instagram',
      'opening_hours',
      'privacy_text',
      'site_description',
      'site_subtitle',
      'site_title',
      'terms_text',
    ])
    expect(isSettingKey('site_title')).toBe(true)
    expect(isSettingKey('theme')).toBe(false)
  })

  it('falls back to Stockholm and the SPEC opening hours', () => {
    expect(SETTING_FALLBACKS.sv.address).toBe('Stockholm')
    expect(SETTING_FALLBACKS.en.opening_hours).toContain('Mon–Fri 9:00–19:00')
    expect(SETTING_FALLBACKS.en.opening_hours).toContain('Sat 10:00–18:00')
  })
})
