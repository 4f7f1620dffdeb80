import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { visiblePromotionsOrStaff } from './access/visiblePromotionsOrStaff'
import { normalizeDate } from './hooks/normalizeDate'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidateContent'
import { validateEndNotBeforeStart, validateOptionalHttpUrl } from './hooks/validators'

/** A time-limited discount on a treatment (the contract's "discount"). */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: { sv: 'Kampanj', en: 'Promotion' }, plural: { sv: 'Kampanjer', en: 'Promotions' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'treatment', 'discountPercent', 'startDate', 'endDate', 'isActive'] },
  defaultSort: 'startDate',
  access: { read: visiblePromotionsOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    {
      name: 'treatment',
      type: 'relationship',
      relationTo: 'treatments',
      required: true,
      label: { sv: 'Behandling', en: 'Treatment' },
    },
    { name: 'title', type: 'text', required: true, localized: true, label: { sv: 'Titel', en: 'Title' } },
    { name: 'description', type: 'textarea', localized: true, label: { sv: 'Beskrivning', en: 'Description' } },
    {
      name: 'discountPercent',
      type: 'number',
      required: true,
      min: 1,
      max: 100,
      label: { sv: 'Rabatt (%)', en: 'Discount (%)' },
    },
    {
      name: 'originalPrice',
      type: 'number',
      min: 0,
      label: { sv: 'Ordinarie pris (SEK)', en: 'Original price (SEK)' },
      admin: { description: { sv: 'Tomt: behandlingens pris används', en: "Empty: the treatment's price is used" } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          hooks: { beforeValidate: [normalizeDate] },
          label: { sv: 'Startdatum', en: 'Start date' },
        },
        {
          name: 'endDate',
          type: 'date',
          required: true,
          index: true,
          hooks: { beforeValidate: [normalizeDate] },
          validate: validateEndNotBeforeStart,
          label: { sv: 'Slutdatum', en: 'End date' },
        },
      ],
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true, label: { sv: 'Aktiv', en: 'Active' } },
    {
      name: 'bookingLink',
      type: 'text',
      validate: validateOptionalHttpUrl,
      label: { sv: 'Bokningslänk', en: 'Booking link' },
    },
  ],
}
