import { AmbientVideo } from './AmbientVideo'
import { GalleryGrid } from './GalleryGrid'
import { galleryImages, galleryVideos } from './pageMedia'
import type { SectionProps } from './sectionProps'
import { SocialFeed } from './SocialFeed'

/** #gallery: pictures filtered by category, the two films and the Instagram feed. */
export function GallerySection({ data, t }: SectionProps) {
  const videos = galleryVideos(data.gallery)
  return (
    <section id="gallery" className="section section--tinted" tabIndex={-1} aria-labelledby="gallery-title">
      <header className="section__header">
        <h2 id="gallery-title">{t('gallery.title')}</h2>
        <p>{t('gallery.subtitle')}</p>
      </header>
      <GalleryGrid images={galleryImages(data.gallery)} />
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
