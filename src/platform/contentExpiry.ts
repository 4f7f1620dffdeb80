import { revalidateTag } from 'next/cache'

import { ALL_CACHE_TAGS, type CacheTag } from '../lib/cacheTags'

/** Next's cache of this server (set by Next at each request it serves): the local files or the shared Redis. */
type ServerCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }
const serverCache = (): ServerCache | undefined =>
  (globalThis as { __incrementalCache?: ServerCache }).__incrementalCache

/**
 * Outside a request, in a job of the jobs runner (a scheduled publish), Next's `revalidateTag` has no request to
 * expire the tags at the end of: they are expired in the server's cache directly, as Next does at a request's end.
 * With the shared cache (REDIS_URL) that reaches every server. A process that has served no request has no cache
 * of its own to expire, and with a shared one its load balancer's readiness checks are requests.
 */
const expireOutsideRequest = (tags: readonly CacheTag[]): void => {
  serverCache()
    ?.revalidateTag([...tags], { expire: 0 })
    .catch((error: unknown) => console.warn(`Cache tags ${tags.join(', ')} could not be expired: ${String(error)}`))
}

/**
 * Expires the tags at once (not stale-while-revalidate): the next page load or anonymous read after a save,
 * through the contract, Payload's panel, a restore or a scheduled publish, shows the change.
 */
export const expireTags = (tags: readonly CacheTag[]): void => {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not in a request: a job, a script, or the Local API in tests (which have no cache).
    expireOutsideRequest(tags)
  }
}

export const expireAllContent = (): void => expireTags(ALL_CACHE_TAGS)
