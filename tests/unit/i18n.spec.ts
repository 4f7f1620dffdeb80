import { describe, expect, it } from 'vitest'

import { createI18n } from '../../src/lib/i18n'
import { adminResources } from '../../src/lib/i18n/admin'
import { en } from '../../src/lib/i18n/en'
import { pageTextFor } from '../../src/lib/i18n/pageText'
import { sv } from '../../src/lib/i18n/sv'
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage'
import { newsletterSignupSchema } from '../../src/lib/schemas/newsletterSignup'

/** Every key path of a resource tree, arrays counted as leaves. */
const keyPaths = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object' && !Array.isArray(tree)
    ? Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
    : [prefix]

const emptyValues = (tree: unknown, prefix = ''): string[] =>
  keyPaths(tree)
    .filter((path) => {
      const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree)
      return typeof value === 'string' ? value.trim() === '' : Array.isArray(value) ? value.length === 0 : false
    })
    .map((path) => `${prefix}${path}`)

describe('UI texts', () => {
  it('have the same keys in Swedish and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(sv).sort())
  })

  it('of the in-page admin have the same keys in Swedish and English, none empty', () => {
    expect(keyPaths(adminResources.en).sort()).toEqual(keyPaths(adminResources.sv).sort())
    expect([...emptyValues(adminResources.sv, 'sv.'), ...emptyValues(adminResources.en, 'en.')]).toEqual([])
  })

  it('have no empty text in either language', () => {
    expect([...emptyValues(sv, 'sv.'), ...emptyValues(en, 'en.')]).toEqual([])
  })

  it("use SPEC §8's exact texts", () => {
    expect(sv.error).toEqual({ title: 'Något gick fel', text: 'Ett fel uppstod. Försök igen.', retry: 'Försök igen' })
    expect(sv.admin.loading).toBe('Laddar...')
    expect(sv.prices.upcoming).toBe('KOMMANDE')
    expect(sv.prices.comingSoon).toBe('Kommer snart')
    expect(sv.services.unavailable).toBe('Ej tillgänglig')
    expect(sv.services.from).toBe('från')
    expect(sv.services.book).toBe('Boka')
    expect(en.newsletter.success).toBe('Thank you for subscribing!')
    expect(en.newsletter.failure).toBe('Failed to subscribe. Please try again.')
    expect(en.newsletter.exception).toBe('An error occurred. Please try again.')
    expect(en.newsletter.exceptionFooter).toBe('An error occurred. Please try again later.')
    expect(en.contact.success).toBe('Your message has been sent successfully!')
    expect(en.contact.failure).toBe('Failed to send message. Please try again.')
    expect(en.contact.network).toBe('Network error. Please check your connection and try again.')
  })

  it('translate every validation message the shared form schemas can give', () => {
    const messages = new Set<string>()
    const bad = [
      { firstName: '', lastName: '', email: '', message: '' },
      { firstName: 'A', lastName: 'B', email: 'nope', phone: 'abc', message: 'short' },
    ]
    for (const input of bad)
      for (const issue of contactMessageSchema.safeParse(input).error?.issues ?? []) messages.add(issue.message)
    for (const input of [{ email: '' }, { email: 'nope' }])
      for (const issue of newsletterSignupSchema.safeParse(input).error?.issues ?? []) messages.add(issue.message)
    expect(messages.size).toBeGreaterThanOrEqual(10)
    for (const message of messages) {
      expect(sv.validation[message], message).toBeTruthy()
      expect(en.validation[message], message).toBe(message)
    }
  })

  it('render in the chosen language with Swedish as the fallback', () => {
    expect(createI18n('en').t('services.book')).toBe('Book')
    expect(createI18n('sv').t('services.book')).toBe('Boka')
    expect(createI18n('en').t('prices.percentOff', { percent: 20 })).toBe('-20%')
  })

  it('read on the public page without i18next exactly as i18next reads them, every text in both languages', () => {
    for (const locale of ['sv', 'en'] as const) {
      const i18n = createI18n(locale)
      const t = pageTextFor(locale)
      const texts = locale === 'sv' ? sv : en
      for (const key of keyPaths(texts)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)
        // Every placeholder the text has, filled.
        const values = Object.fromEntries(
          [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map(([, name], index) => [name, `value ${index}`]),
        )
        if (Array.isArray(text))
          expect(t(key, { returnObjects: true }), key).toEqual(i18n.t(key, { returnObjects: true }))
        else expect(t(key, values), `${locale} ${key}`).toBe(i18n.t(key, values))
      }
    }
  })

  it('on the public page fill placeholders and give the default for an unknown key', () => {
    expect(pageTextFor('en')('booking.titleFor', { name: 'Ansiktsbehandling' })).toBe('Book: Ansiktsbehandling')
    expect(pageTextFor('sv')('prices.percentOff', { percent: 20 })).toBe('-20%')
    expect(pageTextFor('en')('categories.sauna-ritual', { defaultValue: 'sauna-ritual' })).toBe('sauna-ritual')
    expect(pageTextFor('sv')('validation', { returnObjects: true })).toBe(sv.validation)
  })
})
