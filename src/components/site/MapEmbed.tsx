'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { mapsEmbedUrl, mapsUrl } from '../../lib/socialLinks'

const MAP_TIMEOUT_MS = 10_000

/** The map, loaded when scrolled to; a placeholder with an open-in-maps link stays until it has loaded. */
export function MapEmbed({ address }: { address: string }) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'waiting' | 'loading' | 'loaded' | 'failed'>('waiting')

  useEffect(() => {
    const element = box.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) {
        setState('loading')
        observer.disconnect()
      }
    }, { rootMargin: '200px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (state !== 'loading') return
    const timer = window.setTimeout(() => setState((current) => (current === 'loading' ? 'failed' : current)), MAP_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  return (
    <div className="map" ref={box}>
      {state === 'loading' || state === 'loaded' ? (
        <iframe
          className={`map__frame${state === 'loaded' ? ' is-loaded' : ''}`}
          src={mapsEmbedUrl(address)}
          title={t('contact.mapTitle')}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
        />
      ) : null}
      {state !== 'loaded' ? (
        <div className="map__placeholder" data-testid="map-placeholder">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
          </svg>
          {state === 'failed' ? <p>{t('contact.mapFallback')}</p> : <p>{address}</p>}
        </div>
      ) : null}
      <a className="map__link" href={mapsUrl(address)} target="_blank" rel="noopener noreferrer">
        {t('contact.openInMaps')}
      </a>
    </div>
  )
}
