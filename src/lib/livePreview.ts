import { pathForLocale } from './languageDetection'
import type { Locale } from './locales'

/*
 * The panel's live preview loads the public page in a frame with `?live-preview=<what is edited>`; only then
 * does the page load Payload's listener (a separate chunk), so visitors never download it.
 */
export const LIVE_PREVIEW_PARAM = 'live-preview'

export type PreviewSlug = 'treatments' | 'promotions' | 'settings'
export type PreviewTarget = { slug: PreviewSlug; id?: string }

const SLUGS: readonly string[] = ['treatments', 'promotions', 'settings'] satisfies PreviewSlug[]

/** The page address the panel's preview frame opens: the edited language's page, naming what is edited. */
export const livePreviewPath = (locale: Locale, slug: PreviewSlug, id?: string | number): string =>
  `${pathForLocale(locale)}?${LIVE_PREVIEW_PARAM}=${slug}${id === undefined ? '' : `:${encodeURIComponent(String(id))}`}`

/** What the address says is being previewed, or null when it is a normal visit. */
export const previewTargetOf = (search: string): PreviewTarget | null => {
  const value = new URLSearchParams(search).get(LIVE_PREVIEW_PARAM)
  if (!value) return null
  const [slug, id] = value.split(':')
  if (!SLUGS.includes(slug)) return null
  return { slug: slug as PreviewSlug, ...(id ? { id: decodeURIComponent(id) } : {}) }
}

/** Whether this page runs inside the panel's preview frame (framed, and opened with the preview address). */
export const livePreviewTarget = (): PreviewTarget | null =>
  typeof window !== 'undefined' && window.parent !== window ? previewTargetOf(window.location.search) : null
