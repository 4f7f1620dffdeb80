import type { CollectionConfig } from 'payload'

import { TREATMENT_CATEGORIES } from '../src/lib/categories'
import { activeOrStaff } from './access/activeOrStaff'
import { staffOnly } from './access/staffOnly'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidateContent'
import { validateOptionalHttpUrl } from './hooks/validators'

/** A treatment the salon offers (the contract's "service"). */
export const Treatments: CollectionConfig = {
  slug: 'treatments',
  labels: { singular: { sv: 'Behandling', en: 'Treatment' }, plural: { sv: 'Behandlingar', en: 'Treatments' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'price', 'durationMinutes', 'isActive'] },
  defaultSort: 'sortOrder',
  access: { read: activeOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: { sv: 'Namn', en: 'Name' } },
    { name: 'description', type: 'textarea', localized: true, label: { sv: 'Beskrivning', en: 'Description' } },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: TREATMENT_CATEGORIES.map((value) => ({ label: value, value })),
      label: { sv: 'Kategori', en: 'Category' },
    },
    { name: 'price', type: 'number', required: true, min: 0, label: { sv: 'Pris (SEK)', en: 'Price (SEK)' } },
    {
      name: 'durationMinutes',
      type: 'number',
      required: true,
      min: 1,
      label: { sv: 'Längd (minuter)', en: 'Duration (minutes)' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { sv: 'Bild', en: 'Image' } },
    {
      name: 'bookingLink',
      type: 'text',
      validate: validateOptionalHttpUrl,
      label: { sv: 'Bokningslänk', en: 'Booking link' },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true, label: { sv: 'Aktiv', en: 'Active' } },
    { name: 'sortOrder', type: 'number', defaultValue: 0, label: { sv: 'Ordning', en: 'Order' } },
  ],
}
