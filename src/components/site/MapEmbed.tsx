'use client'

import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { mapsEmbedUrl, mapsUrl } from '../../lib/socialLinks'
import { useEmbed } from './useEmbed'

const MAP_TIMEOUT_MS = 10_000
/** The Maps script address on the embed's own host, served to every site: reachable means the map can load. */
const MAPS_PROBE = 'https://maps.google.com/maps/api/js'

/** The map, loaded when scrolled to; a placeholder with an open-in-maps link stays until it has loaded, and when it fails. */
export function MapEmbed({ address }: { address: string }) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const { state, onLoad, onError } = useEmbed(box, MAPS_PROBE, MAP_TIMEOUT_MS)

  return (
    <div className="map" ref={box}>
      {state === 'loading' || state === 'loaded' ? (
        <iframe
          className={`map__frame${state === 'loaded' ? ' is-loaded' : ''}`}
          src={mapsEmbedUrl(address)}
          title={t('contact.mapTitle')}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={onLoad}
          onError={onError}
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
