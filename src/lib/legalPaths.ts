import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales'

/** The privacy policy and the terms, one address per language (Swedish at the root, as the page). */
export const LEGAL_PAGES = ['privacy', 'terms'] as const
export type LegalPage = (typeof LEGAL_PAGES)[number]

const SLUGS: Record<Locale, Record<LegalPage, string>> = {
  sv: { privacy: 'integritet', terms: 'villkor' },
  en: { privacy: 'privacy', terms: 'terms' },
}

export const legalPath = (locale: Locale, page: LegalPage): string =>
  locale === DEFAULT_LOCALE ? `/${SLUGS[locale][page]}` : `/${locale}/${SLUGS[locale][page]}`

/** Which page a slug names in a language; `/en/integritet` is no page. */
export const legalPageOf = (locale: Locale, slug: string): LegalPage | undefined =>
  LEGAL_PAGES.find((page) => SLUGS[locale][page] === slug)

/** The root-level Swedish addresses, served by the `/sv/…` route (next.config.ts rewrites them). */
export const defaultLocaleLegalSlugs = (): string[] => LEGAL_PAGES.map((page) => SLUGS[DEFAULT_LOCALE][page])

/** hreflang alternates of one page. */
export const legalAlternates = (page: LegalPage): Record<string, string> => ({
  ...Object.fromEntries(LOCALES.map((locale) => [locale, legalPath(locale, page)])),
  'x-default': legalPath(DEFAULT_LOCALE, page),
})

/** Every address of the site's pages: `/`, `/en` and the legal pages in each language. */
export const sitePagePaths = (): string[] => [
  ...LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`)),
  ...LOCALES.flatMap((locale) => LEGAL_PAGES.map((page) => legalPath(locale, page))),
]
