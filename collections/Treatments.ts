import type { CollectionConfig } from 'payload'

import { activeOrStaff } from './access/activeOrStaff'
import { publishedForVisitors } from './access/publishedForVisitors'
import { staffOnly } from './access/staffOnly'
import { draftsAndHistory } from './admin/drafts'
import { groups } from './admin/groups'
import { viewOnSite } from './admin/livePreview'
import { treatmentCategoryOptions } from './admin/options'
import { publishUnlessDraft } from './hooks/publishUnlessDraft'
import { revalidateCollection } from './hooks/revalidateContent'
import { treatmentRules, validateOptionalHttpUrl } from './hooks/validators'
import { auditPublished } from '../src/audit/auditHooks'
import { CACHE_TAGS } from '../src/lib/cacheTags'

/** A treatment the salon offers (the contract's "service"). */
export const Treatments: CollectionConfig = {
  slug: 'treatments',
  labels: { singular: { sv: 'Behandling', en: 'Treatment' }, plural: { sv: 'Behandlingar', en: 'Treatments' } },
  admin: {
    group: groups.content,
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'price', 'durationMinutes', 'isActive', 'sortOrder'],
    listSearchableFields: ['name', 'description'],
    preview: viewOnSite('services'),
  },
  defaultSort: 'sortOrder',
  access: {
    read: publishedForVisitors(activeOrStaff),
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  versions: draftsAndHistory,
  hooks: {
    ...revalidateCollection(CACHE_TAGS.treatments),
    afterChange: [...revalidateCollection(CACHE_TAGS.treatments).afterChange, auditPublished],
    beforeOperation: [publishUnlessDraft],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      localized: true,
      validate: treatmentRules.name,
      label: { sv: 'Namn', en: 'Name' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      validate: treatmentRules.description,
      label: { sv: 'Beskrivning', en: 'Description' },
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: treatmentCategoryOptions,
      label: { sv: 'Kategori', en: 'Category' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          required: true,
          min: 0,
          validate: treatmentRules.price,
          label: { sv: 'Pris (SEK)', en: 'Price (SEK)' },
          admin: { description: { sv: 'Visas som ”från … kr” på sidan', en: 'Shown as “from … SEK” on the page' } },
        },
        {
          name: 'durationMinutes',
          type: 'number',
          required: true,
          min: 1,
          validate: treatmentRules.durationMinutes,
          label: { sv: 'Längd (minuter)', en: 'Duration (minutes)' },
        },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { sv: 'Bild', en: 'Image' } },
    {
      name: 'bookingLink',
      type: 'text',
      validate: validateOptionalHttpUrl,
      label: { sv: 'Bokningslänk', en: 'Booking link' },
      admin: {
        description: {
          sv: 'Adressen till behandlingen i bokningssystemet (https://…); den öppnas i sidans bokningsruta. Tom: knappen visar ”Ej tillgänglig”.',
          en: 'The address of the treatment in the booking system (https://…); it opens in the page’s booking window. Empty: the button reads “Not available”.',
        },
      },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { sv: 'Aktiv', en: 'Active' },
      admin: {
        description: {
          sv: 'Bara aktiva behandlingar visas på sidan. Avmarkera för att dölja den utan att radera.',
          en: 'Only active treatments are shown on the page. Untick to hide it without deleting it.',
        },
      },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      label: { sv: 'Ordning', en: 'Order' },
      admin: { description: { sv: 'Lägre tal visas först', en: 'Lower numbers are shown first' } },
    },
  ],
}
