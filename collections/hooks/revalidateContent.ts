import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { CacheTag } from '../../src/lib/cacheTags'
import { expireTags } from '../../src/platform/contentExpiry'

/** afterChange and afterDelete hooks of a collection whose documents the public reads show. */
export const revalidateCollection = (
  tag: CacheTag,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    ({ doc }) => {
      expireTags([tag])
      return doc
    },
  ],
  afterDelete: [
    ({ doc }) => {
      expireTags([tag])
      return doc
    },
  ],
})

export const revalidateGlobal =
  (tag: CacheTag): GlobalAfterChangeHook =>
  ({ doc }) => {
    expireTags([tag])
    return doc
  }
