import { revalidateTag } from 'next/cache'

import { ALL_CACHE_TAGS, type CacheTag } from '../lib/cacheTags'

/** Next's cache of this server (set by Next at each request it serves): the local files or the shared Redis. */
type ServerCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }
const serverCache = (): ServerCache | undefined =>
  (globalThis as { __incrementalCache?: ServerCache }).__incrementalCache

/** Expires the tags in the server's cache itself; a process that has served no request has none to expire. */
const expireInServerCache = async (tags: readonly CacheTag[]): Promise<void> => {
  await serverCache()
    ?.revalidateTag([...tags], { expire: 0 })
    .catch((error: unknown) => console.warn(`Cache tags ${tags.join(', ')} could not be expired: ${String(error)}`))
}

/**
 * Expires the tags at once (not stale-while-revalidate), before the change's answer is sent: the next page load or
 * anonymous read after a save, through the contract, Payload's panel, a restore or a scheduled publish, shows the
 * change, on this server or another one. Next's `revalidateTag` expires a request's tags only once its answer has
 * gone (in its `waitUntil`), so another server asked at that moment could still serve the old page: the server's
 * cache (with REDIS_URL the shared one) is told directly too, and the hooks wait for it. Outside a request (a job
 * of the jobs runner, a script, the Local API in tests) Next's has no request to do it at the end of: only that.
 */
export const expireTags = async (tags: readonly CacheTag[]): Promise<void> => {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not in a request.
  }
  await expireInServerCache(tags)
}

export const expireAllContent = (): Promise<void> => expireTags(ALL_CACHE_TAGS)
