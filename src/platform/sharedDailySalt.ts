import { randomBytes } from 'node:crypto'

import { sharedRedis, withinLimit } from './sharedRedis'
import { ANSWER_LIMIT_MS, siteKeyPrefix } from '../lib/sharedCacheConfig.mjs'
import { awaitSiteIdentity } from '../lib/siteIdentity.mjs'

const DAY_SECONDS = 86_400
// A visit sent a moment before midnight still finds its day's salt.
const GRACE_SECONDS = 300

let kept: { day: string; salt: Buffer } | null = null

type Client = NonNullable<ReturnType<typeof sharedRedis>>

/** Settles true once `client` is connected, false if it is not within the answer limit (Redis away). */
const connected = (client: Client): Promise<boolean> => {
  if (client.isReady) return Promise.resolve(true)
  return new Promise((settle) => {
    const done = (ready: boolean) => {
      clearTimeout(timer)
      client.off('ready', onReady)
      settle(ready)
    }
    const onReady = () => done(true)
    const timer = setTimeout(() => done(false), ANSWER_LIMIT_MS)
    client.on('ready', onReady)
  })
}

/**
 * The visitor pseudonym's salt of `day` (UTC) shared by every server of the site (endpoints/http/visitorPseudonym.ts),
 * so one address counts once whichever server it reaches. It lives only in Redis, never in the database beside the
 * visits it hides, and Redis forgets it minutes after the day ends. A server that has just started waits for its
 * connection and its site identity (a second at most), so the first visits after a start are not hashed with a salt
 * of its own and counted once more on another server. Undefined without REDIS_URL or while Redis is away: the server
 * then uses a salt of its own for the day, as a single server does.
 */
export const sharedDailySalt = async (day: string): Promise<Buffer | undefined> => {
  if (kept?.day === day) return kept.salt
  const client = sharedRedis()
  if (!client) return undefined
  const [ready, identity] = await Promise.all([connected(client), withinLimit(awaitSiteIdentity()).catch(() => null)])
  if (!ready || !identity) return undefined
  const key = `${siteKeyPrefix(identity)}visitor-salt:${day}`
  const expiresAt = Date.parse(`${day}T00:00:00Z`) / 1000 + DAY_SECONDS + GRACE_SECONDS
  try {
    // The first server to ask sets it; every other one reads that one.
    await withinLimit(client.set(key, randomBytes(32).toString('hex'), { NX: true, EXAT: expiresAt }))
    const stored = await withinLimit(client.get(key))
    if (!stored) return undefined
    kept = { day, salt: Buffer.from(stored, 'hex') }
    return kept.salt
  } catch {
    return undefined
  }
}
