import { describe, expect, it, vi } from 'vitest'

import { parseConsent } from '../../src/lib/embedConsent'
import { legalTexts } from '../../src/lib/i18n/legal'
import { legalDocument } from '../../src/lib/legalDocument'
import { legalPageOf, legalPath } from '../../src/lib/legalPaths'
import { SETTING_FALLBACKS } from '../../src/lib/settingFallbacks'

const keyPaths = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object'
    ? Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
    : [prefix]

const settings = { ...SETTING_FALLBACKS.sv, site_title: 'Salong Lumière', contact_email: 'hej@salonglumiere.se' }
const retention = { contactMonths: 12, analyticsDays: 90, pendingSignupDays: 7, auditDays: 400 }
const textOf = (document: ReturnType<typeof legalDocument>) => JSON.stringify(document)

describe('embed consent', () => {
  it('is no until the visitor said yes, whatever is stored', () => {
    expect(parseConsent(null)).toEqual({ map: false, social: false })
    expect(parseConsent('not json')).toEqual({ map: false, social: false })
    expect(parseConsent('{"map":"yes","social":1}')).toEqual({ map: false, social: false })
    expect(parseConsent('{"map":true}')).toEqual({ map: true, social: false })
  })
})

describe('retention', () => {
  it('defaults to 12 months, 90 days, 7 days and 400 days, and reads whole positive numbers from the environment', async () => {
    vi.resetModules()
    const defaults = await import('../../src/lib/retention')
    expect(defaults.retention()).toEqual({ contactMonths: 12, analyticsDays: 90, pendingSignupDays: 7, auditDays: 400 })
    vi.stubEnv('CONTACT_RETENTION_MONTHS', '6')
    vi.stubEnv('ANALYTICS_RETENTION_DAYS', '-3')
    vi.stubEnv('PENDING_SIGNUP_DAYS', '2.5')
    vi.stubEnv('AUDIT_RETENTION_DAYS', '30')
    vi.resetModules()
    const configured = await import('../../src/lib/retention')
    expect(configured.retention()).toEqual({ contactMonths: 6, analyticsDays: 90, pendingSignupDays: 7, auditDays: 30 })
    vi.unstubAllEnvs()
  })
})

describe('the legal pages', () => {
  it('live at /integritet, /villkor, /en/privacy and /en/terms', () => {
    expect([
      legalPath('sv', 'privacy'),
      legalPath('sv', 'terms'),
      legalPath('en', 'privacy'),
      legalPath('en', 'terms'),
    ]).toEqual(['/integritet', '/villkor', '/en/privacy', '/en/terms'])
    expect(legalPageOf('en', 'integritet')).toBeUndefined()
    expect(legalPageOf('sv', 'villkor')).toBe('terms')
  })

  it('have every text in both languages', () => {
    expect(keyPaths(legalTexts.en).sort()).toEqual(keyPaths(legalTexts.sv).sort())
  })

  it("make the privacy policy from the settings and the retention times, with the salon's own text last", () => {
    const plain = legalDocument('privacy', 'sv', settings, retention)
    for (const text of [
      'Salong Lumière',
      'hej@salonglumiere.se',
      '12 månader',
      '90 dagar',
      '7 dagar',
      '400 dagar',
      'Google Maps',
      'Instagram',
    ]) {
      expect(textOf(plain)).toContain(text)
    }
    expect(textOf(plain)).not.toContain('{{')
    const own = legalDocument(
      'privacy',
      'en',
      { ...SETTING_FALLBACKS.en, privacy_text: 'First.\n\nSecond line.' },
      retention,
    )
    expect(own.sections.at(-1)).toEqual({ heading: 'More information', paragraphs: ['First.', 'Second line.'] })
  })

  it('show the built-in terms until the salon writes its own', () => {
    expect(legalDocument('terms', 'sv', settings, retention).sections.length).toBeGreaterThan(1)
    expect(legalDocument('terms', 'sv', { ...settings, terms_text: 'Egna villkor.' }, retention).sections).toEqual([
      { paragraphs: ['Egna villkor.'] },
    ])
  })
})
