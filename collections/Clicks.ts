import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'

/** A click on a booking button, for the staff's statistics. */
export const Clicks: CollectionConfig = {
  slug: 'clicks',
  labels: { singular: { sv: 'Klick', en: 'Click' }, plural: { sv: 'Klick', en: 'Clicks' } },
  admin: { useAsTitle: 'elementName', defaultColumns: ['elementType', 'elementId', 'elementName', 'createdAt'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'elementType', type: 'text', required: true, index: true, label: { sv: 'Typ', en: 'Type' } },
    { name: 'elementId', type: 'text', label: { sv: 'Element-id', en: 'Element id' } },
    { name: 'elementName', type: 'text', label: { sv: 'Namn', en: 'Name' } },
  ],
}
