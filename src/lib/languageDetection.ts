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
