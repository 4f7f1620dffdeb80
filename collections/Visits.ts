import type { CollectionConfig } from 'payload'

import { nobody } from './access/nobody'
import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'

/** One visit per browser per day; the browser sends a short identifier (the contract's `ip_address`). */
export const Visits: CollectionConfig = {
  slug: 'visits',
  labels: { singular: { sv: 'Besök', en: 'Visit' }, plural: { sv: 'Besök', en: 'Visits' } },
  admin: {
    group: groups.statistics,
    useAsTitle: 'visitorId',
    defaultColumns: ['day', 'visitorId', 'createdAt'],
    listSearchableFields: ['visitorId', 'day'],
    description: {
      sv: 'Ett besök per webbläsare och dag, registrerat av sidan. Statistik kan bara läsas, inte ändras.',
      en: 'One visit per browser per day, recorded by the page. Statistics can be read, not changed.',
    },
  },
  defaultSort: '-createdAt',
  // Staff read; only the contract's tracking writes, through the Local API (src/queries/analytics.ts).
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  // The database itself refuses a second visit of the same browser on the same day.
  indexes: [{ fields: ['visitorId', 'day'], unique: true }],
  fields: [
    {
      name: 'visitorId',
      type: 'text',
      required: true,
      label: { sv: 'Besökar-id', en: 'Visitor id' },
      admin: {
        description: {
          sv: 'Ett slumpat id som webbläsaren skapar; aldrig en adress.',
          en: 'A random id made by the browser; never an address.',
        },
      },
    },
    { name: 'day', type: 'text', required: true, index: true, label: { sv: 'Dag', en: 'Day' } },
  ],
}
