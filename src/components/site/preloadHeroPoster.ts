import { preload } from 'react-dom'

import type { GalleryItem } from '../../lib/contract/gallery'
import { HERO_LANDSCAPE_MEDIA, HERO_PORTRAIT_MEDIA, IMAGE_SIZES } from '../../lib/imageSources'

/**
 * The hero's poster is the largest paint: the browser fetches it from the head, before any script. Its srcsets,
 * sizes and media are the <picture>'s own (AmbientVideo), so the preload and the image are one request: the
 * portrait crop on an upright phone, the 16:9 poster everywhere else.
 */
export const preloadHeroPoster = (hero: GalleryItem | undefined): void => {
  if (!hero?.poster_url) return
  const portrait = hero.poster_portrait_srcset
  if (portrait) {
    preload(hero.poster_url, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: portrait,
      imageSizes: IMAGE_SIZES.heroPortrait,
      media: HERO_PORTRAIT_MEDIA,
    })
  }
  preload(hero.poster_url, {
    as: 'image',
    fetchPriority: 'high',
    ...(hero.poster_srcset ? { imageSrcSet: hero.poster_srcset, imageSizes: IMAGE_SIZES.hero } : {}),
    ...(portrait ? { media: HERO_LANDSCAPE_MEDIA } : {}),
  })
}
