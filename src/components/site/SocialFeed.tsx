'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { socialUrl } from '../../lib/socialLinks'
import { useSiteData } from './SiteDataProvider'

const EMBED_TIMEOUT_MS = 8000

/**
 * The Instagram feed for the handle in the settings. The embed loads only when scrolled to; when it does not
 * answer in time (blocked, offline), a plain link takes its place.
 */
export function SocialFeed() {
  const { t } = useTranslation()
  const { settings } = useSiteData()
  const handle = settings.instagram.replace(/^@/, '').trim()
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'waiting' | 'loading' | 'loaded' | 'failed'>('waiting')

  useEffect(() => {
    const element = box.current
    if (!element || !handle) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) {
        setState('loading')
        observer.disconnect()
      }
    }, { rootMargin: '200px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [handle])

  useEffect(() => {
    if (state !== 'loading') return
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), EMBED_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  if (!handle) return null
  const link = socialUrl('instagram', handle)
  return (
    <div className="social-feed" ref={box}>
      <h3>{t('gallery.socialTitle')}</h3>
      {state === 'loading' || state === 'loaded' ? (
        <iframe
          className={`social-feed__frame${state === 'loaded' ? ' is-loaded' : ''}`}
          src={`https://www.instagram.com/${encodeURIComponent(handle)}/embed`}
          title={t('gallery.feedTitle', { handle })}
          loading="lazy"
          onLoad={() => setState('loaded')}
        />
      ) : null}
      {state !== 'loaded' ? (
        <p className="social-feed__fallback" data-testid="social-fallback">
          {state === 'failed' ? `${t('gallery.socialFallback')} ` : null}
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('gallery.socialLink', { handle })}
          </a>
        </p>
      ) : null}
    </div>
  )
}
