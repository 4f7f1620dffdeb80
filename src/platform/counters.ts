import { type Payload, ValidationError, type Where } from 'payload'

import { inWriteTurn } from './inWriteTurn'

/**
 * Limit counters in the `rate-limits` collection, changed only by atomic conditional updates (one SQL
 * `UPDATE … WHERE … RETURNING` or one MongoDB `findOneAndUpdate`), so every server process counts together.
 */
export type Counter = { count: number; lastAt: number; expiresAt: number }

const SLUG = 'rate-limits'
const iso = (ms: number) => new Date(ms).toISOString()
const toCounter = (doc: object): Counter => {
  const row = doc as { count: number; lastAt: string | Date; expiresAt: string | Date }
  return {
    count: Number(row.count),
    lastAt: new Date(row.lastAt).getTime(),
    expiresAt: new Date(row.expiresAt).getTime(),
  }
}

const updateWhere = (payload: Payload, where: Where, data: Record<string, unknown>): Promise<Counter | null> =>
  inWriteTurn(payload, async (req) => {
    const row = await payload.db.updateOne({ collection: SLUG, where, data, req, options: { atomic: true } })
    return row ? toCounter(row) : null
  })

/** The live counter of a key; null when there is none or it has expired. */
export const readCounter = async (payload: Payload, key: string, now = Date.now()): Promise<Counter | null> => {
  const { docs } = await payload.find({
    collection: SLUG,
    where: { key: { equals: key } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const counter = docs[0] ? toCounter(docs[0]) : null
  return counter && counter.expiresAt > now ? counter : null
}

/** Starts a key at 1 (over an expired row, or a new one); null when another request started it first. */
export const startCounter = async (
  payload: Payload,
  key: string,
  now: number,
  ttlMs: number,
): Promise<Counter | null> => {
  const fresh = { count: 1, lastAt: iso(now), expiresAt: iso(now + ttlMs) }
  const renewed = await updateWhere(payload, { key: { equals: key }, expiresAt: { less_than_equal: iso(now) } }, fresh)
  if (renewed) return renewed
  try {
    return await inWriteTurn(payload, async (req) =>
      toCounter(await payload.db.create({ collection: SLUG, data: { key, ...fresh }, req })),
    )
  } catch (error) {
    // The unique key: another request created it between our two steps. Anything else (the database cannot be
    // opened, say) is no lost race.
    if (error instanceof ValidationError) return null
    throw error
  }
}

/** Counts one hit in a fixed window that starts with the first hit; answers the count including this one. */
export const countHit = async (payload: Payload, key: string, windowMs: number): Promise<Counter> => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = Date.now()
    const live = { key: { equals: key }, expiresAt: { greater_than: iso(now) } }
    const counted = await updateWhere(payload, live, { count: { $inc: 1 }, lastAt: iso(now) })
    if (counted) return counted
    const started = await startCounter(payload, key, now, windowMs)
    if (started) return started
  }
  throw new Error(`The limit counter ${key} kept changing under this request.`)
}

/**
 * Moves a counter on from exactly the state `seen` (compare-and-set) and keeps it `ttlMs` from now (or, with
 * `fixedWindow`, until the end its first step set); null when another request moved it first. That makes each
 * step a slot only one concurrent request can take.
 */
export const advanceCounter = (
  payload: Payload,
  key: string,
  seen: Counter | null,
  ttlMs: number,
  fixedWindow = false,
): Promise<Counter | null> => {
  const now = Date.now()
  if (!seen) return startCounter(payload, key, now, ttlMs)
  const unchanged = { key: { equals: key }, count: { equals: seen.count }, expiresAt: { greater_than: iso(now) } }
  const expiry = fixedWindow ? {} : { expiresAt: iso(now + ttlMs) }
  return updateWhere(payload, unchanged, { count: { $inc: 1 }, lastAt: iso(now), ...expiry })
}

/** Takes one back (a successful login is no failure), never below zero. */
export const refundCounter = async (payload: Payload, key: string): Promise<void> => {
  await updateWhere(payload, { key: { equals: key }, count: { greater_than: 0 } }, { count: { $inc: -1 } })
}

/** Keeps a live key `ttlMs` longer from now (a lease still in use). */
export const extendCounter = async (payload: Payload, key: string, ttlMs: number): Promise<void> => {
  const now = Date.now()
  await updateWhere(
    payload,
    { key: { equals: key }, expiresAt: { greater_than: iso(now) } },
    { expiresAt: iso(now + ttlMs) },
  )
}

/** Forgets a key. */
export const deleteCounter = async (payload: Payload, key: string): Promise<void> => {
  await inWriteTurn(payload, (req) => payload.db.deleteMany({ collection: SLUG, where: { key: { equals: key } }, req }))
}

/** Removes expired counters (SQLite has no TTL index; on MongoDB this only helps the TTL monitor along). */
export const sweepCounters = async (payload: Payload): Promise<void> => {
  const where = { expiresAt: { less_than: iso(Date.now()) } }
  await inWriteTurn(payload, (req) => payload.db.deleteMany({ collection: SLUG, where, req }))
}
