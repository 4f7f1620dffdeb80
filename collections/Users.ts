import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { usersLogin } from './endpoints/usersLogin'
import { headerTokenStrategy } from './hooks/headerTokenStrategy'

/** Staff of the salon. They log in with a username; the e-mail is optional. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { sv: 'Personal', en: 'Staff member' }, plural: { sv: 'Personal', en: 'Staff' } },
  admin: { useAsTitle: 'username', defaultColumns: ['username', 'name', 'email'] },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: true },
    tokenExpiration: 60 * 60 * 8,
    // No lock: anyone could trigger it for a known username. Logins are throttled instead (usersLogin).
    maxLoginAttempts: 0,
    strategies: [headerTokenStrategy],
  },
  // Before Payload's own routes, so this login answers in place of Payload's.
  endpoints: [usersLogin],
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'name', type: 'text', label: { sv: 'Namn', en: 'Name' } }],
}
