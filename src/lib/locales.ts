/** The two languages of the site; Swedish is the default and the fallback (SPEC §9). */
export const LOCALES = ['sv', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'sv'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** `?lang=` as clients send it; anything unknown reads as the default. */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)
