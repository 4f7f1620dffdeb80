import type { CollectionConfig } from 'payload'

/**
 * Counters of the request limits (contact, newsletter, analytics, logins), kept in the database so every server
 * process shares them and a restart keeps them. Only the server writes them (access is closed to everyone);
 * expired rows are swept on SQLite and removed by a TTL index on MongoDB (src/platform/rateLimitExpiry.ts).
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: { sv: 'Begränsning', en: 'Rate limit' }, plural: { sv: 'Begränsningar', en: 'Rate limits' } },
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  // The counters are written with atomic conditional updates; Payload's timestamps would only add writes.
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}
