import type { Payload, PayloadRequest, Where } from 'payload'

import type { GalleryCategory } from '../lib/categories'
import type { GalleryItem } from '../lib/contract/gallery'
import { PORTRAIT_SIZES, srcsetOf } from '../lib/imageSources'
import type { Locale } from '../lib/locales'
import type { Media } from '../payload-types'

const isMedia = (value: unknown): value is Media => typeof value === 'object' && value !== null && 'id' in value

/** The address of a populated upload (`/api/media/file/…`), or null when it is missing or not readable. */
export const mediaUrl = (media: unknown): string | null => (isMedia(media) ? (media.url ?? null) : null)

const mediaType = (mimeType: string | null | undefined): GalleryItem['type'] =>
  mimeType?.startsWith('video/') ? 'video' : 'image'

/** An uploaded image's `srcset` (of `set`), or null when it is missing, unreadable, a film or has no sizes. */
export const mediaSrcset = (media: unknown, set?: Parameters<typeof srcsetOf>[2]): string | null =>
  isMedia(media) && mediaType(media.mimeType) === 'image' ? srcsetOf(media.sizes, media.width, set) : null

/** A still for a media item: an image's thumbnail size, a video's poster (its thumbnail when it has one). */
const thumbnailOf = (doc: Media): string | null => {
  if (mediaType(doc.mimeType) === 'image') return doc.sizes?.thumbnail?.url ?? doc.url ?? null
  return isMedia(doc.poster) ? (doc.poster.sizes?.thumbnail?.url ?? doc.poster.url ?? null) : null
}

/** A media document as the contract's gallery item. */
const galleryItemOf = (doc: Media): GalleryItem => ({
  id: doc.id,
  title: doc.title ?? null,
  category: doc.category,
  type: mediaType(doc.mimeType),
  url: doc.url ?? null,
  thumbnail_url: thumbnailOf(doc),
  is_active: doc.isActive === false ? 0 : 1,
  alt: doc.alt ?? null,
  placement: doc.placement,
  poster_url: isMedia(doc.poster) ? (doc.poster.url ?? null) : null,
  srcset: mediaSrcset(doc),
  poster_srcset: mediaSrcset(doc.poster),
  poster_portrait_srcset: mediaSrcset(doc.poster, PORTRAIT_SIZES),
})

type Read = { locale: Locale; req?: Partial<PayloadRequest> }

/**
 * Media in the given placements (the gallery by default), in order; `category` narrows it.
 * Access rules decide what a reader sees.
 */
export const findGalleryItems = async (
  payload: Payload,
  {
    locale,
    req,
    category,
    placements = ['gallery'],
  }: Read & { category?: GalleryCategory; placements?: Media['placement'][] },
): Promise<GalleryItem[]> => {
  const where: Where = {
    and: [{ placement: { in: placements } }, ...(category ? [{ category: { equals: category } }] : [])],
  }
  const { docs } = await payload.find({
    collection: 'media',
    where,
    sort: ['sortOrder', 'createdAt'],
    locale,
    fallbackLocale: 'sv',
    depth: 1,
    pagination: false,
    req,
    overrideAccess: false,
  })
  return docs.map(galleryItemOf)
}

/** One media item by id (404 is the caller's: it throws NotFound or answers null). */
export const findGalleryItem = async (payload: Payload, id: string, { locale, req }: Read): Promise<GalleryItem> =>
  galleryItemOf(
    await payload.findByID({
      collection: 'media',
      id,
      locale,
      fallbackLocale: 'sv',
      depth: 1,
      req,
      overrideAccess: false,
    }),
  )

/**
 * The media item an address like `/api/media/file/rose.jpg` points at: its id, `null` for an empty address,
 * `undefined` when no uploaded file has that name (the address is then left alone).
 */
export const findMediaIdByUrl = async (
  payload: Payload,
  url: string | null | undefined,
): Promise<string | number | null | undefined> => {
  if (url === undefined) return undefined
  if (url === null || url.trim() === '') return null
  const filename = decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? '')
  if (!filename) return undefined
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
  })
  return docs[0]?.id
}
