// Next's page and data cache in Redis, for several servers behind one address (REDIS_URL; next.config.ts names this
// module only then): a tag one server expires is gone for all of them at once, as each entry is deleted in Redis.
// The handler is @fortedigital/nextjs-cache-handler's (docs/decisions/0064-several-servers.md says why);
// this module gives it its client
// and keys: every key starts with the site identity (src/platform/siteIdentity.ts) and the build's id, so a new
// release starts empty and no server ever reads what was filled from another database.
// A Redis that is away is a cache miss: the page is rendered from the database, and the outage is logged once.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

import {
  ANSWER_LIMIT_MS,
  CACHE_CONNECTION_SLOT,
  CACHE_EMPTYING_SLOT,
  redisClientOptions,
  sharedCacheUrl,
  siteKeyPrefix,
} from '../src/lib/sharedCacheConfig.mjs'
import { awaitSiteIdentity } from '../src/lib/siteIdentity.mjs'

const CONNECT_WAIT_MS = 2_000

/**
 * Deletes every key under `prefix`: after an outage, as a tag expired meanwhile (a save while Redis was away)
 * never reached the entries that carry it.
 * @param {ReturnType<typeof createClient>} client
 * @param {string} prefix
 */
const forgetAll = async (client, prefix) => {
  for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
    if (keys.length) await client.unlink(keys)
  }
}

/**
 * The client, with the outage logged once and the cache emptied when Redis is back.
 * @param {string} url
 * @param {string} prefix
 */
const connect = async (url, prefix) => {
  const client = createClient(redisClientOptions(url))
  Object.assign(globalThis, { [CACHE_CONNECTION_SLOT]: client })
  let away = false
  client.on('error', (error) => {
    if (away) return
    away = true
    console.warn(`The shared cache (Redis) does not answer; pages are rendered without it until it is back: ${error}`)
  })
  client.on('ready', () => {
    if (!away) return
    away = false
    // Not ready again until the cache is empty (src/platform/sharedRedis.ts, sharedCacheAnswers).
    Object.assign(globalThis, { [CACHE_EMPTYING_SLOT]: true })
    forgetAll(client, prefix)
      .then(
        () => console.info('The shared cache (Redis) answers again; it starts empty.'),
        () => {},
      )
      .finally(() => Object.assign(globalThis, { [CACHE_EMPTYING_SLOT]: false }))
  })
  // The first pages wait for the connection a moment, not for an outage: it then goes on connecting behind them.
  const connected = client.connect().catch(() => {})
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())])
  return client
}

CacheHandler.onCreation(async ({ buildId }) => {
  const url = sharedCacheUrl()
  // `next build` has no database and so no identity: it keeps nothing (the build's REDIS_URL would not be the start's).
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] }
  // Set by src/instrumentation.ts before the server takes its first request.
  const prefix = `${siteKeyPrefix(await awaitSiteIdentity())}${buildId ?? 'build'}:`
  return {
    handlers: [
      createRedisHandler({ client: await connect(url, prefix), keyPrefix: prefix, timeoutMs: ANSWER_LIMIT_MS }),
    ],
  }
})

export default CacheHandler
