import { DEFAULT_LOCALE, type Locale } from '../locales'
import { resources } from './resources'

type Values = Record<string, string | number>

/** A text of the page in one language; what i18next's `t` answers for the same key and values. */
export type PageText = {
  t: (key: string, values?: Values) => string
  /** A group of texts by their keys (i18next's `returnObjects`), e.g. the shared schemas' messages. */
  group: (key: string) => Record<string, string>
}

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    )

/**
 * The page's islands read their texts here rather than through i18next, whose 17 kB (gzipped) would otherwise be
 * in the hero's first frame (docs/decisions.md). The same resources, looked up the same way: nested keys, `{{name}}`
 * values (left as written when not given, as i18next does), the default language where a text is missing, the key
 * itself where both lack it. tests/unit/pageText.spec.ts holds every text to i18next's answer.
 */
export const createPageText = (locale: Locale): PageText => {
  const find = (key: string): unknown =>
    lookup(resources[locale].translation, key) ?? lookup(resources[DEFAULT_LOCALE].translation, key)
  return {
    t: (key, values) => {
      const text = find(key)
      if (typeof text !== 'string') return key
      if (!values) return text
      return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
        name in values ? String(values[name]) : placeholder,
      )
    },
    group: (key) => {
      const texts = find(key)
      return texts && typeof texts === 'object' ? (texts as Record<string, string>) : {}
    },
  }
}
