import type { Media } from '../../payload-types'

export type GalleryItem = {
  id: string | number
  title: string | null
  category: Media['category']
  type: 'image' | 'video'
  url: string | null
  thumbnail_url: string | null
  is_active: 1 | 0
  /** Beyond SPEC §7's shape: what the page needs to show the item well. */
  alt: string | null
  placement: Media['placement']
  poster_url: string | null
  /** The image's WebP sizes as a `srcset` (null without generated sizes: `url` serves alone). */
  srcset: string | null
  /** A film's poster's WebP sizes as a `srcset`. */
  poster_srcset: string | null
  /** The poster's 9:16 crops as a `srcset`, for the hero on a portrait phone (null without them). */
  poster_portrait_srcset: string | null
}
