'use client'

import { useRouter } from 'next/navigation'
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import { AdminEntryContext } from './AdminEntry'
import { AdminMode } from './AdminMode'
import { adminWasOpen, rememberAdminOpen, scrollBeforeAdmin } from './adminModeMemory'
import { BookingProvider } from './BookingProvider'
import { ErrorBoundary } from './ErrorBoundary'
import { Header } from './Header'
import { InstallPrompt } from './InstallPrompt'
import { LanguageProvider, usePageText } from './LanguageProvider'
import { SiteDataProvider, usePreviewing, useSiteData } from './SiteDataProvider'
import { useClientSections } from './useClientSections'
import { usePageEffects } from './usePageEffects'
import { whenIdle } from './whenIdle'
import { livePreviewTarget, type PreviewTarget } from '../../lib/livePreview'
import '../../lib/zodWithoutEval'
import type { Locale } from '../../lib/locales'
import type { InitialSiteData } from '../../lib/siteData'

// Payload's live preview listener: its own chunk, fetched only inside the panel's preview frame.
const LivePreviewBridge = lazy(() => import('./livePreview/LivePreviewBridge'))

/**
 * The public mode: the header, then the sections the server rendered (`sections`); in the panel's live preview,
 * the same sections rendered here with the unsaved edits (the server's stay on screen while that code loads).
 */
function PublicPage({ sections }: { sections: ReactNode }) {
  const t = usePageText()
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
      {/* A component kept in state once its chunk has loaded, not one made anew on each render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
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

  // Read once hydrated, at the first idle moment: the server renders the same page for every visitor and cannot
  // know this tab's address (the panel's preview frame) or its session storage (admin mode was open before the page
  // was loaded anew: a language switch, a reload), and a visitor's first tap need not wait for the storage's opening.
  useEffect(
    () =>
      whenIdle(() => {
        setPreview(livePreviewTarget())
        if (adminWasOpen()) setMode('admin')
      }),
    [],
  )

  const toggleMode = useEffectEvent(() => (mode === 'public' ? openAdmin() : back()))
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'a') {
        event.preventDefault()
        toggleMode()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

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
