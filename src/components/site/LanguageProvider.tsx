'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useTransition, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import { createI18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n'
import { LANGUAGE_COOKIE, languageCookie, pathForLocale } from '../../lib/languageDetection'
import { isLocale, type Locale } from '../../lib/locales'

type LanguageContext = { locale: Locale; switchLanguage: (next: Locale) => void; switching: boolean }
const Language = createContext<LanguageContext | null>(null)

export const useLanguage = (): LanguageContext => {
  const value = useContext(Language)
  if (!value) throw new Error('useLanguage outside LanguageProvider')
  return value
}

/** Local storage (SPEC §9) and a cookie, which the proxy reads to open `/` in this language next time. */
const remember = (locale: Locale) => {
  document.cookie = languageCookie(locale)
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice simply isn't remembered.
  }
}

const storedChoice = (): string | null => {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * The page's language: one URL per language, the choice remembered in local storage (SPEC §9) and a cookie. The
 * browser's language is applied by the proxy before the page is served (src/proxy.ts), never here by a second render.
 */
export function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale])
  const router = useRouter()
  const [switching, startTransition] = useTransition()

  const switchLanguage = useCallback(
    (next: Locale) => {
      remember(next)
      if (next === locale) return
      // A client-side navigation: the scroll position stays where the visitor is.
      startTransition(() => router.replace(`${pathForLocale(next)}${window.location.hash}`, { scroll: false }))
    },
    [locale, router],
  )

  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])

  useEffect(() => {
    // A choice stored before the cookie existed: hand it to the proxy for the next visit.
    const stored = storedChoice()
    if (isLocale(stored) && !document.cookie.split('; ').some((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`)))
      document.cookie = languageCookie(stored)
  }, [])

  const value = useMemo(() => ({ locale, switchLanguage, switching }), [locale, switchLanguage, switching])
  return (
    <Language.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Language.Provider>
  )
}
