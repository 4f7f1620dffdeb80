'use client'

import { useEffect, useState } from 'react'

import { usePageText } from './LanguageProvider'
import { INSTALL_DISMISSED_KEY, isInstallPromptSnoozed } from '../../lib/installPrompt'

type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> }

/** Hidden until the browser offers installation; "not now" is remembered for 24 hours; never when installed. */
export function InstallPrompt() {
  const t = usePageText()
  const [offer, setOffer] = useState<InstallEvent | null>(null)

  useEffect(() => {
    if (window.matchMedia('(display-mode: standalone)').matches) return
    const onOffer = (event: Event) => {
      event.preventDefault()
      let dismissedAt: string | null = null
      try {
        dismissedAt = window.localStorage.getItem(INSTALL_DISMISSED_KEY)
      } catch {
        dismissedAt = null
      }
      if (!isInstallPromptSnoozed(dismissedAt, Date.now())) setOffer(event as InstallEvent)
    }
    const onInstalled = () => setOffer(null)
    window.addEventListener('beforeinstallprompt', onOffer)
    window.addEventListener('appinstalled', onInstalled)
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer)
      window.removeEventListener('appinstalled', onInstalled)
    }
  }, [])

  if (!offer) return null
  const dismiss = () => {
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
    } catch {
      // Not remembered in private mode.
    }
    setOffer(null)
  }
  return (
    <section className="install-prompt" aria-labelledby="install-title" data-testid="install-prompt">
      <div>
        <h2 id="install-title">{t('install.title')}</h2>
        <p>{t('install.text')}</p>
      </div>
      <div className="install-prompt__actions">
        <button type="button" className="button button--ghost" onClick={dismiss}>
          {t('install.dismiss')}
        </button>
        <button
          type="button"
          className="button"
          onClick={async () => {
            await offer.prompt()
            await offer.userChoice.catch(() => undefined)
            setOffer(null)
          }}
        >
          {t('install.install')}
        </button>
      </div>
    </section>
  )
}
