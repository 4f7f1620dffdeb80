import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { CacheTag } from '../../src/lib/cacheTags'
import { expireTags } from '../../src/platform/contentExpiry'

/** afterChange and afterDelete hooks of a collection whose documents the public reads show (done before the answer). */
export const revalidateCollection = (
  tag: CacheTag,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } => ({
  afterChange: [
    async ({ doc }) => {
      await expireTags([tag])
      return doc
    },
  ],
  afterDelete: [
    async ({ doc }) => {
      await expireTags([tag])
      return doc
    },
  ],
})

export const revalidateGlobal =
  (tag: CacheTag): GlobalAfterChangeHook =>
  async ({ doc }) => {
    await expireTags([tag])
    return doc
  }
