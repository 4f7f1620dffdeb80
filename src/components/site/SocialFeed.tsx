'use client'

import { useRef } from 'react'

import { usePageText } from './LanguageProvider'
import { useSiteData } from './SiteDataProvider'
import { useEmbed } from './useEmbed'
import { useEmbedConsent } from './useEmbedConsent'
import { allowEmbed } from '../../lib/embedConsent'
import { socialUrl } from '../../lib/socialLinks'

const EMBED_TIMEOUT_MS = 8000
/** Instagram's embed script, served to every site: reachable means the embed can load. */
const INSTAGRAM_PROBE = 'https://www.instagram.com/embed.js'

/**
 * The Instagram feed for the handle in the settings, in a box of the frame's size. Until the visitor allows
 * Instagram, the box says what would load from whom; after that the embed loads when scrolled to. When
 * Instagram cannot be reached or does not answer in time (blocked, offline), a plain link takes its place.
 */
export function SocialFeed() {
  const t = usePageText()
  const { settings } = useSiteData()
  const handle = settings.instagram.replace(/^@/, '').trim()
  const box = useRef<HTMLDivElement>(null)
  const { social: allowed } = useEmbedConsent()
  const embedUrl = handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/embed` : null
  const { state, onLoad } = useEmbed(box, embedUrl ? INSTAGRAM_PROBE : null, EMBED_TIMEOUT_MS, allowed)

  if (!handle) return null
  const link = socialUrl('instagram', handle)
  return (
    <div className="social-feed">
      <h3>{t('gallery.socialTitle')}</h3>
      <div className="social-feed__box" ref={box}>
        {state === 'loading' || state === 'loaded' ? (
          <iframe
            className={`social-feed__frame${state === 'loaded' ? ' is-loaded' : ''}`}
            src={embedUrl ?? undefined}
            title={t('gallery.feedTitle', { handle })}
            loading="lazy"
            onLoad={onLoad}
          />
        ) : null}
        {state !== 'loaded' ? (
          <div className="social-feed__placeholder">
            {allowed ? null : (
              <>
                <p className="embed-consent">{t('consent.socialNotice')}</p>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => allowEmbed('social')}
                  data-testid="social-consent"
                >
                  {t('consent.socialLoad')}
                </button>
              </>
            )}
            <p className="social-feed__fallback" data-testid="social-fallback">
              {state === 'failed' ? `${t('gallery.socialFallback')} ` : null}
              <a href={link} target="_blank" rel="noopener noreferrer">
                {t('gallery.socialLink', { handle })}
              </a>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  )
}
