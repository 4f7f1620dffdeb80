import type { Payload } from 'payload'

/**
 * On MongoDB the server itself removes expired limit counters: a TTL index on `expiresAt`. SQLite has no such
 * thing; the limiter sweeps expired rows there (src/platform/rateLimit.ts).
 */
export const ensureRateLimitExpiry = async (payload: Payload): Promise<void> => {
  if (payload.db.name !== 'mongoose') return
  const model = (
    payload.db as unknown as {
      collections: Record<string, { collection: { createIndex: (keys: object, options: object) => Promise<unknown> } }>
    }
  ).collections['rate-limits']
  await model.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiresAt_ttl' })
}
