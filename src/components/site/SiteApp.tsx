'use client'

import { useRouter } from 'next/navigation'
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

import { livePreviewTarget, type PreviewTarget } from '../../lib/livePreview'
import type { Locale } from '../../lib/locales'
import { AdminEntryContext } from './AdminEntry'
import { AdminMode } from './AdminMode'
import { adminWasOpen, rememberAdminOpen, scrollBeforeAdmin } from './adminModeMemory'
import { BookingProvider } from './BookingProvider'
import { ErrorBoundary } from './ErrorBoundary'
import { Header } from './Header'
import { InstallPrompt } from './InstallPrompt'
import { LanguageProvider } from './LanguageProvider'
import type { InitialSiteData } from '../../lib/siteData'
import { SiteDataProvider, usePreviewing, useSiteData } from './SiteDataProvider'
import { useClientSections } from './useClientSections'
import { usePageEffects } from './usePageEffects'

// Payload's live preview listener: its own chunk, fetched only inside the panel's preview frame.
const LivePreviewBridge = lazy(() => import('./livePreview/LivePreviewBridge'))

/**
 * The public mode: the header, then the sections the server rendered (`sections`); in the panel's live preview,
 * the same sections rendered here with the unsaved edits (the server's stay on screen while that code loads).
 */
function PublicPage({ sections }: { sections: ReactNode }) {
  const { t } = useTranslation()
  const { gallery, films } = useSiteData()
  const previewing = usePreviewing()
  const ClientSections = useClientSections(previewing)
  usePageEffects([...films, ...gallery])
  return (
    <>
      <a className="skip-link" href="#main">
        {t('meta.skipToContent')}
      </a>
      <Header />
      {previewing && ClientSections ? <ClientSections /> : sections}
      <InstallPrompt />
    </>
  )
}

/**
 * The single page with its two modes, public and admin (SPEC §2); Ctrl+Alt+A switches between them. `children`
 * are the server-rendered sections (PublicSections).
 */
export function SiteApp({
  locale,
  initial,
  children,
}: {
  locale: Locale
  initial: InitialSiteData
  children: ReactNode
}) {
  const [mode, setMode] = useState<'public' | 'admin'>('public')
  const modeRef = useRef(mode)
  modeRef.current = mode
  const restoreScroll = useRef(false)

  const openAdmin = useCallback(() => {
    rememberAdminOpen(true, window.scrollY)
    setMode('admin')
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, [])
  const router = useRouter()
  const back = useCallback(() => {
    rememberAdminOpen(false)
    restoreScroll.current = true
    setMode('public')
    // What staff just saved expired the page's cache: the server renders the sections (and their data) anew.
    startTransition(() => router.refresh())
  }, [router])
  const [preview, setPreview] = useState<PreviewTarget | null>(null)

  useEffect(() => setPreview(livePreviewTarget()), [])

  useEffect(() => {
    // Admin mode was open in this tab before the page was loaded anew (a language switch, a reload).
    if (adminWasOpen()) setMode('admin')
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'a') {
        event.preventDefault()
        if (modeRef.current === 'public') openAdmin()
        else back()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openAdmin, back])

  useEffect(() => {
    if (mode !== 'public' || !restoreScroll.current) return
    restoreScroll.current = false
    window.scrollTo({ top: scrollBeforeAdmin(), behavior: 'instant' })
  }, [mode])

  return (
    <LanguageProvider locale={locale}>
      <SiteDataProvider initial={initial} locale={locale}>
        <ErrorBoundary>
          {preview && (
            <Suspense fallback={null}>
              <LivePreviewBridge target={preview} locale={locale} />
            </Suspense>
          )}
          <AdminEntryContext.Provider value={openAdmin}>
            <BookingProvider>
              {mode === 'admin' ? <AdminMode onBack={back} /> : <PublicPage sections={children} />}
            </BookingProvider>
          </AdminEntryContext.Provider>
        </ErrorBoundary>
      </SiteDataProvider>
    </LanguageProvider>
  )
}
