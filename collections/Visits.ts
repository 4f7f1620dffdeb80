import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'

/** One visit per browser per day; the browser sends a short identifier (the contract's `ip_address`). */
export const Visits: CollectionConfig = {
  slug: 'visits',
  labels: { singular: { sv: 'Besök', en: 'Visit' }, plural: { sv: 'Besök', en: 'Visits' } },
  admin: { useAsTitle: 'visitorId', defaultColumns: ['visitorId', 'day', 'createdAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  // The database itself refuses a second visit of the same browser on the same day.
  indexes: [{ fields: ['visitorId', 'day'], unique: true }],
  fields: [
    { name: 'visitorId', type: 'text', required: true, label: { sv: 'Besökar-id', en: 'Visitor id' } },
    { name: 'day', type: 'text', required: true, index: true, label: { sv: 'Dag', en: 'Day' } },
  ],
}
