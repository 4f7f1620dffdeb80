import type { CollectionConfig } from 'payload'

import { nobody } from './access/nobody'

/**
 * The challenges of passkey ceremonies, in the database so that every server sees them (the options may come from
 * one server and the answer reach another). Each is used once (taken by an atomic conditional update) and only
 * within five minutes; src/passkeys/challenges.ts writes, takes and sweeps them. Closed to every route.
 */
export const PasskeyChallenges: CollectionConfig = {
  slug: 'passkey-challenges',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'challenge', type: 'text', required: true, unique: true },
    { name: 'purpose', type: 'select', required: true, options: ['registration', 'login'] },
    // The member a registration is for; empty for a login (a discoverable credential names its member).
    { name: 'user', type: 'text' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'usedAt', type: 'date' },
  ],
}
