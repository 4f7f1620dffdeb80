import type { GalleryItem } from '../../lib/contract/gallery'

/** The page's media roles: the hero video, the services video, and the gallery's pictures and films. */
export const heroVideo = (items: GalleryItem[]) =>
  items.find((item) => item.type === 'video' && item.placement === 'hero')
export const servicesVideo = (items: GalleryItem[]) =>
  items.find((item) => item.type === 'video' && item.placement === 'services')
export const galleryVideos = (items: GalleryItem[]) =>
  items.filter((item) => item.type === 'video' && item.placement === 'gallery').slice(0, 2)
export const galleryImages = (items: GalleryItem[]) =>
  items.filter((item) => item.type === 'image' && item.placement === 'gallery')
