import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { headerTokenStrategy } from './hooks/headerTokenStrategy'

/** Staff of the salon. They log in with a username; the e-mail is optional. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { sv: 'Personal', en: 'Staff member' }, plural: { sv: 'Personal', en: 'Staff' } },
  admin: {
    group: groups.system,
    useAsTitle: 'username',
    defaultColumns: ['username', 'name', 'email'],
    listSearchableFields: ['username', 'name', 'email'],
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: true },
    tokenExpiration: 60 * 60 * 8,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    strategies: [headerTokenStrategy],
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'name', type: 'text', label: { sv: 'Namn', en: 'Name' } }],
}
