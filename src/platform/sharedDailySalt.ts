import { randomBytes } from 'node:crypto'

import { sharedRedis, withinLimit } from './sharedRedis'
import { siteKeyPrefix } from '../lib/sharedCacheConfig.mjs'
import { publishedSiteIdentity } from '../lib/siteIdentity.mjs'

const DAY_SECONDS = 86_400
// A visit sent a moment before midnight still finds its day's salt.
const GRACE_SECONDS = 300

let kept: { day: string; salt: Buffer } | null = null

/**
 * The visitor pseudonym's salt of `day` (UTC) shared by every server of the site (endpoints/http/visitorPseudonym.ts),
 * so one address counts once whichever server it reaches. It lives only in Redis, never in the database beside the
 * visits it hides, and Redis forgets it minutes after the day ends. Undefined without REDIS_URL or while Redis is
 * away: the server then uses a salt of its own for the day, as a single server does.
 */
export const sharedDailySalt = async (day: string): Promise<Buffer | undefined> => {
  if (kept?.day === day) return kept.salt
  const client = sharedRedis()
  const identity = publishedSiteIdentity()
  if (!client?.isReady || !identity) return undefined
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
