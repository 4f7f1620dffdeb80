import type { CollectionConfig } from 'payload'

import { nobody } from './access/nobody'

/**
 * Staff passkeys (WebAuthn credentials), written and read only by src/passkeys/ through the contract's
 * `/auth/passkeys` routes: closed to REST and the panel, whose account view lists them through the contract too.
 * Only the public key is kept; the private key never leaves the member's device. Like the accounts, they stay out
 * of backups.
 */
export const Passkeys: CollectionConfig = {
  slug: 'passkeys',
  labels: { singular: { sv: 'Nyckel', en: 'Passkey' }, plural: { sv: 'Nycklar', en: 'Passkeys' } },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    // The member's id (text: the same on both engines' answers); their passkeys go when they do.
    { name: 'user', type: 'text', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'credentialId', type: 'text', required: true, unique: true },
    { name: 'publicKey', type: 'text', required: true },
    // The authenticator's signature counter: each sign-in must bring a higher one unless both are 0.
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'json' },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
