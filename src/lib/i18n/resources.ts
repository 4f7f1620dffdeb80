import { en } from './en'
import { sv } from './sv'

/** The page's texts in both languages: one source for i18next (server, admin) and the page's islands (pageText.ts). */
export const resources = { sv: { translation: sv }, en: { translation: en } } as const

/** Where the visitor's language choice is remembered (SPEC §9). */
export const LANGUAGE_STORAGE_KEY = 'salong.language'
