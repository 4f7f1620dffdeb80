import type { Payload, Where } from 'payload'

import { CACHE_TAGS } from '../lib/cacheTags'
import { cachedRead } from '../platform/contentCache'
import { mediaStore } from '../platform/mediaStore'

/** Payload's own file rule (`checkFileAccess`): the name is an item's file or one of its sizes', and the item is on. */
const publicFileWhere = (payload: Payload, filename: string): Where => {
  const sizes = payload.collections.media.config.upload.imageSizes ?? []
  const sizeFiles = sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } }))
  return { and: [{ or: [{ filename: { equals: filename } }, ...sizeFiles] }, { isActive: { equals: true } }] }
}

/**
 * Whether a visitor may fetch a media file, from the tag-invalidated cache: Payload would look it up in the database
 * on every request, most of what serving an image costs. Only a file that exists gets an entry, so invented names
 * cannot fill the cache; they are refused as Payload refuses them. Whether it exists is asked of the media folder
 * or the bucket (src/platform/mediaStore.ts).
 */
export const isPublicMediaFile = async (payload: Payload, filename: string): Promise<boolean> =>
  Boolean(await mediaStore().stat(filename)) &&
  cachedRead(['media-file', filename], [CACHE_TAGS.media], async () => {
    const where = publicFileWhere(payload, filename)
    return (await payload.count({ collection: 'media', where, overrideAccess: true })).totalDocs > 0
  })
