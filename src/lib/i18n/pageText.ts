import { DEFAULT_LOCALE, type Locale } from '../locales'
import { en } from './en'
import { sv } from './sv'

const dictionaries = { sv, en } as const

type Options = { defaultValue?: string; returnObjects?: boolean; [name: string]: unknown }

/**
 * The public page's texts in one language: a key path (`nav.bookNow`), `{{name}}` filled from the options, the
 * Swedish text where the language has none, `defaultValue` (or the key) where neither has one; `returnObjects`
 * gives a list or group as it is. That is every feature of i18next the page's texts use, without i18next's 45 kB
 * on a visitor's first load: i18next stays for the admin's chunk and its namespaces (src/lib/i18n/index.ts).
 */
export type PageText = {
  (key: string, options: Options & { returnObjects: true }): unknown
  (key: string, options?: Options): string
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

const lookUp = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    )

export const pageTextFor = (locale: Locale): PageText =>
  ((key: string, options: Options = {}) => {
    const found = lookUp(dictionaries[locale], key) ?? lookUp(dictionaries[DEFAULT_LOCALE], key)
    if (options.returnObjects && found !== undefined) return found
    if (typeof found !== 'string') return options.defaultValue ?? key
    return found.replace(PLACEHOLDER, (placeholder, name: string) =>
      name in options ? String(options[name]) : placeholder,
    )
  }) as PageText
