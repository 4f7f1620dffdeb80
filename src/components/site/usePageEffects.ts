'use client'

import { useEffect, useEffectEvent } from 'react'

import { whenIdle } from './whenIdle'
import { apiRequest } from '../../lib/apiClient'
import type { GalleryItem } from '../../lib/contract/gallery'
import { VISIT_STORAGE_KEY, visitToSend } from '../../lib/dailyVisit'
import { DEFAULT_IMAGE, MOBILE_BREAKPOINT_PX, MOBILE_CACHE_NAME } from '../../lib/siteConstants'
import { mergeTheme, THEME_STORAGE_KEY, themeVariables } from '../../lib/theme'

const storage = {
  get: (key: string) => {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // Private mode: nothing remembered.
    }
  },
}

/** Once per day per browser, a visit with a short random identifier (SPEC §4); failures only logged. */
const trackVisit = () => {
  const visit = visitToSend(storage.get(VISIT_STORAGE_KEY), new Date(), () => Math.random().toString(36).slice(2, 10))
  if (!visit) return
  storage.set(VISIT_STORAGE_KEY, JSON.stringify(visit))
  void apiRequest('/simple-analytics/track-visitor', { method: 'POST', body: { ip_address: visit.id } }).then(
    (result) => {
      if (!result.success) console.warn('Visit could not be tracked:', result.error)
    },
  )
}

/** Under 768 px: pre-store a default image, one more image and the three mobile films; slow-2g marker. */
const prepareMobile = (gallery: GalleryItem[]) => {
  // A media query, not `innerWidth`: under a mobile viewport, reading that lays the whole page out first (12 ms of
  // this idle task in a trace), where the query reads the width the page already has.
  if (window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches) return
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
  if (connection?.effectiveType === 'slow-2g') document.documentElement.classList.add('slow-connection')
  if (!('caches' in window)) return
  const image = gallery.find((item) => item.type === 'image')?.url
  const films = ['hero', 'services', 'gallery'].map(
    (placement) => gallery.find((item) => item.type === 'video' && item.placement === placement)?.url,
  )
  const urls = [DEFAULT_IMAGE, image, ...films].filter((url): url is string => Boolean(url))
  void caches
    .open(MOBILE_CACHE_NAME)
    .then((cache) => cache.addAll(urls))
    .catch(() => undefined)
}

/** Stored theme colours over the defaults, applied as style variables (the stylesheet already holds the defaults). */
const applyTheme = () => {
  const stored = storage.get(THEME_STORAGE_KEY)
  // Nothing stored: no need to restyle the whole page right after it was painted.
  if (!stored) return
  for (const [name, value] of Object.entries(themeVariables(mergeTheme(stored)))) {
    document.documentElement.style.setProperty(name, value)
  }
}

/** Resize-observer loop warnings never reach the error state or the console as errors (SPEC §8). */
const suppressResizeObserverNoise = (event: ErrorEvent) => {
  if (/ResizeObserver loop/.test(event.message)) event.stopImmediatePropagation()
}

export const usePageEffects = (gallery: GalleryItem[]): void => {
  useEffect(() => {
    // The stored colours show at once; the visit's count (a request) waits for an idle moment, and is not taken
    // back when the page gives way to the admin (Ctrl+Alt+A) before then: the visit happened. Once a day per
    // browser, so the page mounted again sends nothing more.
    applyTheme()
    whenIdle(trackVisit)
    window.addEventListener('error', suppressResizeObserverNoise)
    return () => {
      window.removeEventListener('error', suppressResizeObserverNoise)
    }
  }, [])
  // Only the first gallery matters: the cache is filled once per visit.
  const prepareFirstGallery = useEffectEvent(() => prepareMobile(gallery))
  useEffect(() => whenIdle(() => prepareFirstGallery()), [])
}
