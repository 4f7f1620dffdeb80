import i18next, { type i18n } from 'i18next'

import { DEFAULT_LOCALE, type Locale } from '../locales'
import { en } from './en'
import { sv } from './sv'

export const resources = { sv: { translation: sv }, en: { translation: en } } as const

/** A ready i18next instance for one language, synchronous so server and browser render the same text. */
export const createI18n = (locale: Locale): i18n => {
  const instance = i18next.createInstance()
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
