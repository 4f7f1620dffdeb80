import { randomInt } from 'node:crypto'
import { type Payload, ValidationError } from 'payload'

import { inWriteTurn } from './inWriteTurn'

/**
 * The site identity: a random value created with the database, the first time a server starts on it, and kept in
 * it (one row of the `rate-limits` table, which no sweep or TTL index reaches: it never expires). The database's
 * own dumps and restores carry it; a new database gets a new one. Every entry of a shared cache is keyed by it
 * (server/sharedCache.mjs) and so is every anonymous read in the local one (src/platform/contentCache.ts), so no
 * server serves what was read from another database, be it another salon's on the same Redis or a copy's.
 */
const SLUG = 'rate-limits'
const KEY = 'site-identity'
const NEVER = '9999-12-31T00:00:00.000Z'
// Nearly 48 random bits (randomInt's widest range), exact in a JavaScript number and in both engines' number columns.
const RANDOM_BITS_LIMIT = 2 ** 48 - 1

const read = async (payload: Payload): Promise<string | null> => {
  const { docs } = await payload.find({
    collection: SLUG,
    where: { key: { equals: KEY } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ? Number(docs[0].count).toString(36) : null
}

/** The database's identity, created on the first call on a new database; servers starting together agree. */
export const siteIdentity = async (payload: Payload): Promise<string> => {
  const existing = await read(payload)
  if (existing) return existing
  const data = { key: KEY, count: randomInt(RANDOM_BITS_LIMIT), lastAt: new Date().toISOString(), expiresAt: NEVER }
  try {
    await inWriteTurn(payload, (req) => payload.db.create({ collection: SLUG, data, req }))
  } catch (error) {
    // The unique key: another server created it first; its value is the identity.
    if (!(error instanceof ValidationError)) throw error
  }
  const created = await read(payload)
  if (!created) throw new Error('The site identity could not be read back from the database.')
  return created
}
