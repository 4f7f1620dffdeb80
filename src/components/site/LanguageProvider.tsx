'use client'

import { useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useTransition, type ReactNode } from 'react'

import { whenIdle } from './whenIdle'
import { pageTextFor, type PageText } from '../../lib/i18n/pageText'
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, languageCookie, pathForLocale } from '../../lib/languageDetection'
import { isLocale, type Locale } from '../../lib/locales'

type LanguageContext = { locale: Locale; switchLanguage: (next: Locale) => void; switching: boolean }
const Language = createContext<LanguageContext | null>(null)
// Apart from the language's context, so a switch under way re-renders only what shows it, not every text.
const PageTextContext = createContext<PageText | null>(null)

export const useLanguage = (): LanguageContext => {
  const value = useContext(Language)
  if (!value) throw new Error('useLanguage outside LanguageProvider')
  return value
}

/** The page's texts in its language (src/lib/i18n/pageText.ts). */
export const usePageText = (): PageText => {
  const t = useContext(PageTextContext)
  if (!t) throw new Error('usePageText outside LanguageProvider')
  return t
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
  const t = useMemo(() => pageTextFor(locale), [locale])
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
    // Only when it differs: writing the same value still makes the browser restyle the whole page.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale
  }, [locale])

  useEffect(
    () =>
      // A choice stored before the cookie existed: hand it to the proxy for the next visit (it only serves the next one).
      whenIdle(() => {
        const stored = storedChoice()
        if (isLocale(stored) && !document.cookie.split('; ').some((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`)))
          document.cookie = languageCookie(stored)
      }),
    [],
  )

  const value = useMemo(() => ({ locale, switchLanguage, switching }), [locale, switchLanguage, switching])
  return (
    <Language.Provider value={value}>
      <PageTextContext.Provider value={t}>{children}</PageTextContext.Provider>
    </Language.Provider>
  )
}
