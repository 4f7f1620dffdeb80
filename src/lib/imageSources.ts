import { MOBILE_BREAKPOINT_PX } from './siteConstants'

/**
 * Responsive image sources, one rule for the media collection (which makes the files), the queries (which
 * build `srcset`) and the page (which writes `sizes`).
 */

/**
 * The WebP widths made at upload beside the original and its `thumbnail`: 480 fills a gallery cell or a card on
 * any phone and on desktop, 768 a card or film poster on a dense screen, 1280 the hero on a laptop, 1920 the hero
 * on full HD.
 */
export const RESPONSIVE_SIZES = [
  { name: 'small', width: 480 },
  { name: 'medium', width: 768 },
  { name: 'large', width: 1280 },
  { name: 'xlarge', width: 1920 },
] as const

/**
 * 9:16 crops (the middle of the picture) made at upload as well, for the hero on a portrait phone: there the 16:9
 * poster, covering a box taller than wide, shows only its middle third, so the phone would fetch the widest file
 * and scale a third of it up. 480 serves a phone at DPR up to about 1.2, 608 the denser ones: it is the whole
 * height of a 1080p poster, so a larger crop would only be enlarged.
 */
export const PORTRAIT_SIZES = [
  { name: 'portraitSmall', width: 480, height: 854 },
  { name: 'portrait', width: 608, height: 1080 },
] as const

type SizeFile = { url?: string | null; width?: number | null } | null | undefined

/**
 * A `srcset` from a media document's generated sizes (`set`: the widths, or the portrait crops), narrowest first,
 * each width once; null when it has none (uploaded before the sizes existed, or restored from an old backup): the
 * plain url then serves alone. A size wider than the original (never made here) is left out.
 */
export const srcsetOf = (
  sizes: Partial<Record<string, SizeFile>> | null | undefined,
  originalWidth?: number | null,
  set: readonly { name: string }[] = RESPONSIVE_SIZES,
): string | null => {
  const seen = new Set<number>()
  const entries: string[] = []
  const files = set
    .map(({ name }) => sizes?.[name])
    .filter((file): file is { url: string; width: number } => Boolean(file?.url && file.width))
  for (const { url, width } of files.sort((a, b) => a.width - b.width)) {
    if (seen.has(width) || (originalWidth && width > originalWidth)) continue
    seen.add(width)
    entries.push(`${url} ${width}w`)
  }
  return entries.length > 0 ? entries.join(', ') : null
}

/** The hero box (`.hero`: 100vw × 88svh, `object-fit: cover`) is as tall as this share of the screen. */
const HERO_HEIGHT_VH = 88
/** `sizes` for a poster of this aspect covering the hero box: the box's width, or its height × the aspect. */
const heroSizes = (aspect: number) => `max(100vw, ${Math.ceil(HERO_HEIGHT_VH * aspect * 10) / 10}vh)`

/**
 * Where the hero shows the portrait crop (`PORTRAIT_SIZES`): a phone held upright, narrower than the page's mobile
 * breakpoint. Everywhere else (the complement) it shows the 16:9 poster. The page's two preloads use both.
 */
export const HERO_PORTRAIT_MEDIA = `(orientation: portrait) and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`
export const HERO_LANDSCAPE_MEDIA = `(orientation: landscape), (min-width: ${MOBILE_BREAKPOINT_PX}px)`

/**
 * `sizes` for each place the page shows an image, from the layout in site.css (section padding 1.25rem,
 * content at most 1200px). A little too wide costs bytes; too narrow would blur, so each errs wide.
 */
export const IMAGE_SIZES = {
  /** The 16:9 poster covering 100vw × 88vh: on a tall box as wide as the box is tall × 16/9. */
  hero: heroSizes(16 / 9),
  /** The 9:16 crop covering the same box on a portrait phone. */
  heroPortrait: heroSizes(9 / 16),
  /** Two films side by side from 768px (`.film-row`), else one across. */
  filmRow: '(min-width: 768px) min(50vw, 600px), 100vw',
  /** The services film (`.section__film`, at most 960px). */
  sectionFilm: 'min(100vw, 960px)',
  /** Gallery cells: two columns, four from 768px (`.gallery-grid`). */
  galleryCell: '(min-width: 768px) min(25vw, 300px), 50vw',
  /** Service cards: one column on phones, two from 640px, at most 300px on a wide screen (`.card-grid`). */
  serviceCard: '(min-width: 1240px) 300px, (min-width: 640px) 50vw, 100vw',
} as const
