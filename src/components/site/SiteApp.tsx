'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { livePreviewTarget, type PreviewTarget } from '../../lib/livePreview'
import type { Locale } from '../../lib/locales'
import { AdminMode } from './AdminMode'
import { adminWasOpen, rememberAdminOpen, scrollBeforeAdmin } from './adminModeMemory'
import { BookingProvider } from './BookingProvider'
import { ContactSection } from './ContactSection'
import { ErrorBoundary } from './ErrorBoundary'
import { Footer } from './Footer'
import { GallerySection } from './GallerySection'
import { Header } from './Header'
import { Hero } from './Hero'
import { InstallPrompt } from './InstallPrompt'
import { LanguageProvider } from './LanguageProvider'
import { PricesSection } from './PricesSection'
import { ServicesSection } from './ServicesSection'
import type { SiteData } from './siteData'
import { SiteDataProvider, useSiteData } from './SiteDataProvider'
import { usePageEffects } from './usePageEffects'

// Payload's live preview listener: its own chunk, fetched only inside the panel's preview frame.
const LivePreviewBridge = lazy(() => import('./livePreview/LivePreviewBridge'))

function PublicPage({ onOpenAdmin }: { onOpenAdmin: () => void }) {
  const { t } = useTranslation()
  const { gallery, films } = useSiteData()
  usePageEffects([...films, ...gallery])
  return (
    <>
      <a className="skip-link" href="#main">
        {t('meta.skipToContent')}
      </a>
      <Header />
      <main id="main">
        <Hero />
        <ServicesSection />
        <GallerySection />
        <PricesSection />
        <ContactSection />
      </main>
      <Footer onOpenAdmin={onOpenAdmin} />
      <InstallPrompt />
    </>
  )
}

/** The single page with its two modes, public and admin (SPEC §2); Ctrl+Alt+A switches between them. */
export function SiteApp({ locale, initial }: { locale: Locale; initial: SiteData }) {
  const [mode, setMode] = useState<'public' | 'admin'>('public')
  const modeRef = useRef(mode)
  modeRef.current = mode
  const restoreScroll = useRef(false)

  const openAdmin = useCallback(() => {
    rememberAdminOpen(true, window.scrollY)
    setMode('admin')
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, [])
  const back = useCallback(() => {
    rememberAdminOpen(false)
    restoreScroll.current = true
    setMode('public')
  }, [])
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
          <BookingProvider>{mode === 'admin' ? <AdminMode onBack={back} /> : <PublicPage onOpenAdmin={openAdmin} />}</BookingProvider>
        </ErrorBoundary>
      </SiteDataProvider>
    </LanguageProvider>
  )
}
