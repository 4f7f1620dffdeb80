import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/** SPEC §9's order: the stored preference, then the browser's languages, then Swedish. */
export const preferredLocale = (stored: string | null, browserLanguages: readonly string[]): Locale => {
  if (isLocale(stored)) return stored
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0]
    if (isLocale(base)) return base
  }
  return DEFAULT_LOCALE
}

/** Swedish lives at `/`, English at `/en`. */
export const pathForLocale = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`)

/**
 * The cookie that carries the visitor's choice to the server (besides local storage, SPEC §9), so the proxy can
 * send a first request for `/` to the right page before anything renders (src/proxy.ts).
 */
export const LANGUAGE_COOKIE = 'salong-language'
/** Where the visitor's language choice is remembered in the browser (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'salong.language'
const YEAR_SECONDS = 365 * 24 * 3600

/** `document.cookie` assignment that remembers the choice for a year, for the whole site. */
export const languageCookie = (locale: Locale): string =>
  `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`

/** The languages of an `Accept-Language` header, most wanted first (`q=0` ones left out). */
export const acceptedLanguages = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
      // A weight above 1 is not a weight (RFC 9110): read as 1, so no later tag outranks a plain earlier one.
      return { tag: tag.trim(), q: q === undefined ? 1 : Math.min(Number(q), 1), index }
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
