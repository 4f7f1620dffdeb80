/**
 * How this site talks to the shared cache of several servers (REDIS_URL): one set of client options and one key
 * space for the cache handler (server/sharedCache.mjs) and the server's own use of it (src/platform/sharedRedis.ts).
 */

/** The Redis address when several servers share one cache, else undefined (one server, the file cache). */
export const sharedCacheUrl = (env = process.env) => env.REDIS_URL || undefined

/** Every key of this site starts with its identity, so several salons (or databases) can share one Redis. */
export const siteKeyPrefix = (/** @type {string} */ identity) => `salong:${identity}:`

/**
 * An answer late by this much counts as none: the page is then rendered without the cache (a GET takes well under a
 * millisecond).
 */
export const ANSWER_LIMIT_MS = 1_000

/**
 * Where the cache handler keeps its connection on the process, for the readiness check: that connection is the one
 * pages are cached and expired through, and it reconnects on its own schedule after an outage, not the server's
 * other connection's.
 */
export const CACHE_CONNECTION_SLOT = Symbol.for('salong.sharedCacheConnection')

/**
 * Set on the process while the cache handler empties the cache after an outage (server/sharedCache.mjs): until it has,
 * the server is not ready. A page cached meanwhile could lose the entry that names its tags to that emptying, and a
 * later save would then not expire it.
 */
export const CACHE_EMPTYING_SLOT = Symbol.for('salong.sharedCacheEmptying')

/**
 * Options for `createClient` of the `redis` package: commands fail at once while it is away (no queue of waiting
 * requests), and it keeps trying to reconnect, at most every two seconds.
 * @param {string} url
 */
export const redisClientOptions = (url) => ({
  url,
  disableOfflineQueue: true,
  socket: {
    connectTimeout: 2_000,
    reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2_000),
  },
})
