'use client'

import { useRef } from 'react'

import { usePageText } from './LanguageProvider'
import { useEmbed } from './useEmbed'
import { useEmbedConsent } from './useEmbedConsent'
import { allowEmbed } from '../../lib/embedConsent'
import { mapsEmbedUrl, mapsUrl } from '../../lib/socialLinks'

const MAP_TIMEOUT_MS = 10_000
/** The Maps script address on the embed's own host, served to every site: reachable means the map can load. */
const MAPS_PROBE = 'https://maps.google.com/maps/api/js'

/**
 * The map, loaded when scrolled to once the visitor has allowed Google Maps; until then a placeholder of the
 * frame's size says what would load from whom. The open-in-maps link needs no consent and is always there.
 */
export function MapEmbed({ address }: { address: string }) {
  const t = usePageText()
  const box = useRef<HTMLDivElement>(null)
  const { map: allowed } = useEmbedConsent()
  const { state, onLoad, onError } = useEmbed(box, MAPS_PROBE, MAP_TIMEOUT_MS, allowed)

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
          {allowed ? (
            <>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
              </svg>
              {state === 'failed' ? <p>{t('contact.mapFallback')}</p> : <p>{address}</p>}
            </>
          ) : (
            <>
              <p className="embed-consent">{t('consent.mapNotice')}</p>
              <button
                type="button"
                className="button button--small"
                onClick={() => allowEmbed('map')}
                data-testid="map-consent"
              >
                {t('consent.mapLoad')}
              </button>
            </>
          )}
        </div>
      ) : null}
      <a className="map__link" href={mapsUrl(address)} target="_blank" rel="noopener noreferrer">
        {t('contact.openInMaps')}
      </a>
    </div>
  )
}
