import type { CollectionConfig } from 'payload'

import { nobody } from './access/nobody'
import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'

/** A click on a booking button, for the staff's statistics. */
export const Clicks: CollectionConfig = {
  slug: 'clicks',
  labels: { singular: { sv: 'Klick', en: 'Click' }, plural: { sv: 'Klick', en: 'Clicks' } },
  admin: {
    group: groups.statistics,
    useAsTitle: 'elementName',
    defaultColumns: ['elementName', 'elementType', 'elementId', 'createdAt'],
    listSearchableFields: ['elementName', 'elementType', 'elementId'],
    description: {
      sv: 'Klick på sidans bokningsknappar. Statistik kan bara läsas, inte ändras.',
      en: "Clicks on the page's booking buttons. Statistics can be read, not changed.",
    },
  },
  defaultSort: '-createdAt',
  // Staff read; only the contract's tracking writes, through the Local API (src/queries/analytics.ts).
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'elementType',
      type: 'text',
      required: true,
      index: true,
      label: { sv: 'Typ', en: 'Type' },
      admin: {
        description: {
          sv: 'Vilket slags knapp: behandling eller kampanj',
          en: 'Which kind of button: treatment or promotion',
        },
      },
    },
    { name: 'elementId', type: 'text', label: { sv: 'Element-id', en: 'Element id' } },
    { name: 'elementName', type: 'text', label: { sv: 'Namn', en: 'Name' } },
  ],
}
