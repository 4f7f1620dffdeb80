'use client'

import { usePathname, useRouter } from 'next/navigation'
import { createContext, useCallback, useContext, useEffect, useMemo, useTransition, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'

import { createI18n, LANGUAGE_STORAGE_KEY } from '../../lib/i18n'
import { pathForLocale, preferredLocale } from '../../lib/languageDetection'
import { livePreviewTarget } from '../../lib/livePreview'
import type { Locale } from '../../lib/locales'

type LanguageContext = { locale: Locale; switchLanguage: (next: Locale) => void; switching: boolean }
const Language = createContext<LanguageContext | null>(null)

export const useLanguage = (): LanguageContext => {
  const value = useContext(Language)
  if (!value) throw new Error('useLanguage outside LanguageProvider')
  return value
}

const remember = (locale: Locale) => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Private mode: the choice simply isn't remembered.
  }
}

/** The page's language: one URL per language, the choice remembered in local storage (SPEC §9). */
export function LanguageProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale), [locale])
  const router = useRouter()
  const pathname = usePathname()
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
    // Detection applies to the default address only; /en is an explicit choice, and so is the panel's preview frame.
    if (pathname !== '/' || livePreviewTarget()) return
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY)
    } catch {
      stored = null
    }
    const wanted = preferredLocale(stored, navigator.languages ?? [navigator.language])
    if (wanted !== locale) router.replace(`${pathForLocale(wanted)}${window.location.hash}`, { scroll: false })
  }, [pathname, locale, router])

  const value = useMemo(() => ({ locale, switchLanguage, switching }), [locale, switchLanguage, switching])
  return (
    <Language.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Language.Provider>
  )
}
