'use client'

import { useState } from 'react'

import { type GalleryFilter, GalleryFilterChips } from './GalleryFilterChips'
import { usePageText } from './LanguageProvider'
import { SafeImage } from './SafeImage'
import type { GalleryItem } from '../../lib/contract/gallery'
import { IMAGE_SIZES } from '../../lib/imageSources'

/** The gallery's pictures with the category filter: the part of #gallery that changes in the browser. */
export function GalleryGrid({ images }: { images: GalleryItem[] }) {
  const t = usePageText()
  const [filter, setFilter] = useState<GalleryFilter>('all')
  const shown = images.filter((item) => filter === 'all' || item.category === filter)

  return (
    <>
      <GalleryFilterChips
        value={filter}
        onChange={setFilter}
        label={t('gallery.filterLabel')}
        chipText={(value) => t(`gallery.filters.${value}`)}
        className="filters"
      />
      {shown.length === 0 ? <p className="empty">{t('gallery.empty')}</p> : null}
      <ul className="gallery-grid" data-testid="gallery-grid">
        {shown.map((item) => (
          <li key={item.id} className="gallery-grid__item" data-category={item.category}>
            <SafeImage
              src={item.thumbnail_url ?? item.url}
              srcSet={item.srcset}
              sizes={IMAGE_SIZES.galleryCell}
              alt={item.alt || item.title || ''}
              loading="lazy"
              decoding="async"
              width={480}
              height={360}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
