'use client'

import { useLanguage } from './LanguageProvider'
import { createPageText, type PageText } from '../../lib/i18n/pageText'
import { LOCALES, type Locale } from '../../lib/locales'

const pageTexts = Object.fromEntries(LOCALES.map((locale) => [locale, createPageText(locale)])) as Record<
  Locale,
  PageText
>

/** The page's texts in its language, for the islands that render in the browser. */
export const usePageText = (): PageText => pageTexts[useLanguage().locale]
