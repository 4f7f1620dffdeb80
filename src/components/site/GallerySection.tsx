'use client'

import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { GALLERY_FILTERS } from '../../lib/categories'
import { IMAGE_SIZES } from '../../lib/imageSources'
import { AmbientVideo } from './AmbientVideo'
import { galleryImages, galleryVideos } from './pageMedia'
import { SafeImage } from './SafeImage'
import { SocialFeed } from './SocialFeed'
import { useSiteData } from './SiteDataProvider'

type Filter = (typeof GALLERY_FILTERS)[number]

/** #gallery: pictures filtered by category, the two films and the Instagram feed. */
export function GallerySection() {
  const { t } = useTranslation()
  const { gallery } = useSiteData()
  const [filter, setFilter] = useState<Filter>('all')
  const images = galleryImages(gallery).filter((item) => filter === 'all' || item.category === filter)
  const videos = galleryVideos(gallery)

  return (
    <section id="gallery" className="section section--tinted" tabIndex={-1} aria-labelledby="gallery-title">
      <header className="section__header">
        <h2 id="gallery-title">{t('gallery.title')}</h2>
        <p>{t('gallery.subtitle')}</p>
      </header>
      <div className="filters" role="group" aria-label={t('gallery.filterLabel')}>
        {GALLERY_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={`chip${filter === value ? ' is-selected' : ''}`}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {t(`gallery.filters.${value}`)}
          </button>
        ))}
      </div>
      {images.length === 0 ? <p className="empty">{t('gallery.empty')}</p> : null}
      <ul className="gallery-grid" data-testid="gallery-grid">
        {images.map((item) => (
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
      {videos.length > 0 ? (
        <div className="film-row">
          <h3 className="visually-hidden">{t('gallery.videosTitle')}</h3>
          {videos.map((video) => (
            <AmbientVideo key={video.id} item={video} label={video.title || t('gallery.videosTitle')} />
          ))}
        </div>
      ) : null}
      <SocialFeed />
    </section>
  )
}
