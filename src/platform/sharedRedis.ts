import { createClient } from 'redis'

import {
  ANSWER_LIMIT_MS,
  CACHE_CONNECTION_SLOT,
  CACHE_EMPTYING_SLOT,
  redisClientOptions,
  sharedCacheUrl,
} from '../lib/sharedCacheConfig.mjs'

const connect = (url: string) => createClient(redisClientOptions(url))
type Client = ReturnType<typeof connect>

const SLOT = Symbol.for('salong.sharedRedis')
const store = globalThis as { [SLOT]?: Client }

/**
 * This server's connection to the shared Redis (REDIS_URL), opened on first use and kept: the visitor pseudonym's
 * daily salt, and the readiness check until the cache handler has a connection. Undefined without REDIS_URL. While Redis is away its commands fail at once
 * and it reconnects by itself; its errors are logged once per outage by the cache handler's own connection.
 */
export const sharedRedis = (): Client | undefined => {
  const url = sharedCacheUrl()
  if (!url) return undefined
  if (!store[SLOT]) {
    const client = connect(url)
    client.on('error', () => {})
    client.connect().catch(() => {})
    store[SLOT] = client
  }
  return store[SLOT]
}

/** A command that gives up after a second (or `limitMs`): a Redis that does not answer is as good as none. */
export const withinLimit = <T>(work: Promise<T>, limitMs = ANSWER_LIMIT_MS): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Redis did not answer in time.')), limitMs).unref(),
    ),
  ])

/**
 * Whether the shared cache answers now; true when there is none to ask. Asked through the cache handler's own
 * connection once it has one (server/sharedCache.mjs): after an outage, a server whose pages would still be cached
 * and expired without Redis is not ready, whatever its other connection says, nor until that cache is emptied.
 */
export const sharedCacheAnswers = async (limitMs = ANSWER_LIMIT_MS): Promise<boolean> => {
  if (!sharedCacheUrl()) return true
  const client = (globalThis as { [CACHE_CONNECTION_SLOT]?: Client })[CACHE_CONNECTION_SLOT] ?? sharedRedis()
  if (!client) return true
  if (!client.isReady || (globalThis as { [CACHE_EMPTYING_SLOT]?: boolean })[CACHE_EMPTYING_SLOT]) return false
  try {
    return (await withinLimit(client.ping(), limitMs)) === 'PONG'
  } catch {
    return false
  }
}

/** Closes this server's connections to the shared Redis (a graceful stop, src/jobs/stopJobs.ts). */
export const closeSharedRedis = async (): Promise<void> => {
  const clients = [store[SLOT], (globalThis as { [CACHE_CONNECTION_SLOT]?: Client })[CACHE_CONNECTION_SLOT]]
  await Promise.allSettled(clients.map((client) => (client?.isOpen ? client.quit() : undefined)))
}
