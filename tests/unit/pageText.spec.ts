import { describe, expect, it } from 'vitest'

import { createI18n } from '../../src/lib/i18n'
import { createPageText } from '../../src/lib/i18n/pageText'
import { resources } from '../../src/lib/i18n/resources'
import { LOCALES } from '../../src/lib/locales'

/** Every key of a resource tree that holds a text. */
const textKeys = (tree: unknown, prefix = ''): string[] =>
  typeof tree === 'string'
    ? [prefix]
    : tree && typeof tree === 'object' && !Array.isArray(tree)
      ? Object.entries(tree).flatMap(([key, value]) => textKeys(value, prefix ? `${prefix}.${key}` : key))
      : []

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1])

describe.each(LOCALES)("The page's islands' texts (%s)", (locale) => {
  const i18next = createI18n(locale)
  const page = createPageText(locale)
  const keys = textKeys(resources[locale].translation)
  const textOf = (key: string) => i18next.t(key)

  it('answer every text exactly as i18next does, with and without its values', () => {
    expect(keys.length).toBeGreaterThan(100)
    for (const key of keys) {
      const names = placeholders(textOf(key))
      const values = Object.fromEntries(names.map((name, index) => [name, index % 2 ? index : `«${name}»`]))
      expect(page.t(key), key).toBe(i18next.t(key))
      expect(page.t(key, values), key).toBe(i18next.t(key, values))
      // One value missing: i18next leaves its placeholder as written.
      if (names.length) {
        const { [names[0]]: _left, ...partial } = values
        expect(page.t(key, partial), key).toBe(i18next.t(key, partial))
      }
    }
  })

  it('fill in the values the islands pass', () => {
    expect(page.t('open.closesAt', { time: '19:00' })).toMatch(/19:00/)
    expect(page.t('open.closesAt', { time: '19:00' })).not.toMatch(/\{\{/)
  })

  it('answer an unknown key with the key, as i18next does', () => {
    expect(page.t('nav.nowhere')).toBe(i18next.t('nav.nowhere'))
    expect(page.t('nav.nowhere')).toBe('nav.nowhere')
  })

  it("give the shared schemas' messages as one group, as i18next's returnObjects does", () => {
    const group = page.group('validation')
    expect(Object.keys(group).length).toBeGreaterThan(3)
    expect(group).toEqual(i18next.t('validation', { returnObjects: true }))
  })
})
