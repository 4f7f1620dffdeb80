import { revalidateTag } from 'next/cache'

import { ALL_CACHE_TAGS, type CacheTag } from '../lib/cacheTags'

/**
 * Expires the tags at once (not stale-while-revalidate): the next page load or anonymous read after a save,
 * through the contract, Payload's panel or a restore, shows the change.
 */
export const expireTags = (tags: readonly CacheTag[]): void => {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Outside a Next request (seed script, Local API in tests) there is no cache to expire.
    }
  }
}

export const expireAllContent = (): void => expireTags(ALL_CACHE_TAGS)
