/**
 * Responsive image sources, one rule for the media collection (which makes the files), the queries (which
 * build `srcset`) and the page (which writes `sizes`).
 */

/**
 * The WebP widths made at upload beside the original and its `thumbnail`: 480 fills a gallery cell or a card on
 * any phone and on desktop, 768 a card or film poster on a dense screen, 1280 the hero on a laptop, 1920 the hero
 * on full HD and on portrait phones (there `object-fit: cover` shows the 16:9 poster at the box's height).
 */
export const RESPONSIVE_SIZES = [
  { name: 'small', width: 480 },
  { name: 'medium', width: 768 },
  { name: 'large', width: 1280 },
  { name: 'xlarge', width: 1920 },
] as const

export type ResponsiveSizeName = (typeof RESPONSIVE_SIZES)[number]['name']

type SizeFile = { url?: string | null; width?: number | null } | null | undefined

/**
 * A `srcset` from a media document's generated sizes, narrowest first, each width once; null when it has none
 * (uploaded before the sizes existed, or restored from an old backup): the plain url then serves alone.
 * A size wider than the original (never made here) is left out.
 */
export const srcsetOf = (
  sizes: Partial<Record<string, SizeFile>> | null | undefined,
  originalWidth?: number | null,
): string | null => {
  const seen = new Set<number>()
  const entries: string[] = []
  const files = RESPONSIVE_SIZES.map(({ name }) => sizes?.[name]).filter(
    (file): file is { url: string; width: number } => Boolean(file?.url && file.width),
  )
  for (const { url, width } of files.sort((a, b) => a.width - b.width)) {
    if (seen.has(width) || (originalWidth && width > originalWidth)) continue
    seen.add(width)
    entries.push(`${url} ${width}w`)
  }
  return entries.length > 0 ? entries.join(', ') : null
}

/** The poster's side of the hero box (`.hero`: 100vw × 88svh, `object-fit: cover`) for a 16:9 poster. */
const HERO_ASPECT = 16 / 9

/**
 * `sizes` for each place the page shows an image, from the layout in site.css (section padding 1.25rem,
 * content at most 1200px). A little too wide costs bytes; too narrow would blur, so each errs wide.
 */
export const IMAGE_SIZES = {
  /** Covering 100vw × 88vh: on a portrait screen the poster is as wide as the box is tall × 16/9. */
  hero: `max(100vw, ${Math.ceil(88 * HERO_ASPECT * 10) / 10}vh)`,
  /** Two films side by side from 768px (`.film-row`), else one across. */
  filmRow: '(min-width: 768px) min(50vw, 600px), 100vw',
  /** The services film (`.section__film`, at most 960px). */
  sectionFilm: 'min(100vw, 960px)',
  /** Gallery cells: two columns, four from 768px (`.gallery-grid`). */
  galleryCell: '(min-width: 768px) min(25vw, 300px), 50vw',
  /** Service cards: one column on phones, two from 640px, at most 300px on a wide screen (`.card-grid`). */
  serviceCard: '(min-width: 1240px) 300px, (min-width: 640px) 50vw, 100vw',
} as const
