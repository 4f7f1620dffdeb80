'use client'

import { useEffect, useRef, useState } from 'react'

import type { GalleryItem } from '../../lib/contract/gallery'
import { HERO_PORTRAIT_MEDIA, IMAGE_SIZES } from '../../lib/imageSources'

/**
 * A muted, looping mood film. The poster is a real image (the page's largest paint), and the video itself only
 * loads and plays once visible, never under prefers-reduced-motion.
 */
export function AmbientVideo({
  item,
  label,
  priority = false,
  className,
  sizes = priority ? IMAGE_SIZES.hero : IMAGE_SIZES.filmRow,
  portraitSizes,
}: {
  item: GalleryItem
  label: string
  priority?: boolean
  className?: string
  /** The poster's rendered width (the hero's by default when `priority`, else a film row's). */
  sizes?: string
  /** The rendered width of the poster's 9:16 crop where it is shown (`HERO_PORTRAIT_MEDIA`); none: never shown. */
  portraitSizes?: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [play, setPlay] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observer = new IntersectionObserver(([entry]) => {
      if (entry.isIntersecting) {
        setPlay(true)
        observer.disconnect()
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (play) void video.current?.play().catch(() => undefined)
  }, [play])

  const poster = item.poster_url ? (
    <img
      className="ambient-video__poster"
      src={item.poster_url}
      srcSet={item.poster_srcset ?? undefined}
      sizes={item.poster_srcset ? sizes : undefined}
      alt=""
      fetchPriority={priority ? 'high' : 'auto'}
      loading={priority ? 'eager' : 'lazy'}
      // The hero's poster is the largest paint: decoded with the frame, so the first paint already shows it.
      decoding={priority ? 'sync' : 'async'}
      width={640}
      height={360}
    />
  ) : null
  // On an upright phone the hero shows the poster's 9:16 crop instead (when it has one).
  const portraitSrcset = portraitSizes ? item.poster_portrait_srcset : null

  return (
    <div className={`ambient-video ${className ?? ''}`}>
      {poster && portraitSrcset ? (
        <picture>
          <source media={HERO_PORTRAIT_MEDIA} srcSet={portraitSrcset} sizes={portraitSizes} />
          {poster}
        </picture>
      ) : (
        poster
      )}
      <video
        ref={video}
        className={`ambient-video__film${play ? ' is-playing' : ''}`}
        src={play && item.url ? item.url : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        data-testid={`video-${item.placement}`}
      />
    </div>
  )
}
