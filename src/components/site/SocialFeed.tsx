'use client'

import { useRef } from 'react'
import { useTranslation } from 'react-i18next'

import { socialUrl } from '../../lib/socialLinks'
import { useSiteData } from './SiteDataProvider'
import { useEmbed } from './useEmbed'

const EMBED_TIMEOUT_MS = 8000
/** Instagram's embed script, served to every site: reachable means the embed can load. */
const INSTAGRAM_PROBE = 'https://www.instagram.com/embed.js'

/**
 * The Instagram feed for the handle in the settings. The embed loads only when scrolled to; when Instagram
 * cannot be reached or does not answer in time (blocked, offline), a plain link takes its place.
 */
export function SocialFeed() {
  const { t } = useTranslation()
  const { settings } = useSiteData()
  const handle = settings.instagram.replace(/^@/, '').trim()
  const box = useRef<HTMLDivElement>(null)
  const embedUrl = handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/embed` : null
  const { state, onLoad } = useEmbed(box, embedUrl ? INSTAGRAM_PROBE : null, EMBED_TIMEOUT_MS)

  if (!handle) return null
  const link = socialUrl('instagram', handle)
  return (
    <div className="social-feed" ref={box}>
      <h3>{t('gallery.socialTitle')}</h3>
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
