import { randomInt } from 'node:crypto'
import { type Payload, ValidationError, type Where } from 'payload'

import { inWriteTurn } from './inWriteTurn'

/**
 * A lease in the shared counters table that knows its holder: this process, named by a random number kept in the
 * row's count. The holder keeps it by taking it again before it runs out; anyone takes it once it has run out (its
 * holder stopped, or let it go). Taken with one atomic conditional update or, the first time, one insert under the
 * unique key, so two processes never both hold it.
 */
const SLUG = 'rate-limits'
const THIS_PROCESS = randomInt(2 ** 48 - 1)

const iso = (ms: number) => new Date(ms).toISOString()

/** Whether this process holds `key` for the next `ttlMs` (taken or kept). */
export const holdLease = async (payload: Payload, key: string, ttlMs: number): Promise<boolean> => {
  const now = Date.now()
  const held = { count: THIS_PROCESS, lastAt: iso(now), expiresAt: iso(now + ttlMs) }
  const free: Where = {
    and: [
      { key: { equals: key } },
      { or: [{ expiresAt: { less_than_equal: iso(now) } }, { count: { equals: THIS_PROCESS } }] },
    ],
  }
  const taken = await inWriteTurn(payload, (req) =>
    payload.db.updateOne({ collection: SLUG, where: free, data: held, req, options: { atomic: true } }),
  )
  if (taken) return true
  try {
    await inWriteTurn(payload, (req) => payload.db.create({ collection: SLUG, data: { key, ...held }, req }))
    return true
  } catch (error) {
    // The unique key: the row exists and another process holds it.
    if (error instanceof ValidationError) return false
    throw error
  }
}

/** Lets `key` go if this process holds it, so another process takes it at once instead of when it runs out. */
export const releaseLease = async (payload: Payload, key: string): Promise<void> => {
  const mine: Where = { and: [{ key: { equals: key } }, { count: { equals: THIS_PROCESS } }] }
  await inWriteTurn(payload, (req) =>
    payload.db.updateOne({ collection: SLUG, where: mine, data: { expiresAt: iso(Date.now()) }, req }),
  )
}
