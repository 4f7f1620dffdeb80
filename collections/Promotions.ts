import type { CollectionConfig } from 'payload'

import { publishedForVisitors } from './access/publishedForVisitors'
import { staffOnly } from './access/staffOnly'
import { visiblePromotionsOrStaff } from './access/visiblePromotionsOrStaff'
import { draftsAndHistory } from './admin/drafts'
import { groups } from './admin/groups'
import { viewOnSite } from './admin/livePreview'
import { normalizeDate } from './hooks/normalizeDate'
import { publishUnlessDraft } from './hooks/publishUnlessDraft'
import { revalidateCollection } from './hooks/revalidateContent'
import { promotionRules, validateEndNotBeforeStart, validateOptionalHttpUrl } from './hooks/validators'
import { auditPublished } from '../src/audit/auditHooks'
import { CACHE_TAGS } from '../src/lib/cacheTags'

/** A time-limited discount on a treatment (the contract's "discount"). */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: { sv: 'Kampanj', en: 'Promotion' }, plural: { sv: 'Kampanjer', en: 'Promotions' } },
  admin: {
    group: groups.content,
    useAsTitle: 'title',
    defaultColumns: ['title', 'treatment', 'discountPercent', 'startDate', 'endDate', 'isActive'],
    listSearchableFields: ['title', 'description'],
    preview: viewOnSite('prices'),
  },
  defaultSort: 'startDate',
  access: {
    read: publishedForVisitors(visiblePromotionsOrStaff),
    readVersions: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  versions: draftsAndHistory,
  hooks: {
    ...revalidateCollection(CACHE_TAGS.promotions),
    afterChange: [...revalidateCollection(CACHE_TAGS.promotions).afterChange, auditPublished],
    beforeOperation: [publishUnlessDraft],
  },
  fields: [
    {
      name: 'treatment',
      type: 'relationship',
      relationTo: 'treatments',
      required: true,
      label: { sv: 'Behandling', en: 'Treatment' },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      validate: promotionRules.title,
      label: { sv: 'Titel', en: 'Title' },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      validate: promotionRules.description,
      label: { sv: 'Beskrivning', en: 'Description' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'discountPercent',
          type: 'number',
          required: true,
          min: 1,
          max: 100,
          validate: promotionRules.discountPercent,
          label: { sv: 'Rabatt (%)', en: 'Discount (%)' },
        },
        {
          name: 'originalPrice',
          type: 'number',
          min: 0,
          validate: promotionRules.originalPrice,
          label: { sv: 'Ordinarie pris (SEK)', en: 'Original price (SEK)' },
          admin: {
            description: {
              sv: 'Tomt: behandlingens pris används. Kampanjpriset avrundas till hela kronor.',
              en: "Empty: the treatment's price is used. The offer price is rounded to whole kronor.",
            },
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          hooks: { beforeValidate: [normalizeDate] },
          validate: promotionRules.startDate,
          label: { sv: 'Startdatum', en: 'Start date' },
          admin: {
            description: {
              sv: 'Före startdagen visas kampanjen som KOMMANDE, utan bokningsknapp.',
              en: 'Before its first day the promotion is shown as UPCOMING, without a booking button.',
            },
          },
        },
        {
          name: 'endDate',
          type: 'date',
          required: true,
          index: true,
          hooks: { beforeValidate: [normalizeDate] },
          validate: validateEndNotBeforeStart,
          label: { sv: 'Slutdatum', en: 'End date' },
          admin: {
            description: {
              sv: 'Sista dagen kampanjen gäller; den visas hela dagen och försvinner dagen efter.',
              en: 'The last day the promotion applies; it is shown all that day and disappears the day after.',
            },
          },
        },
      ],
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { sv: 'Aktiv', en: 'Active' },
      admin: {
        description: {
          sv: 'Avmarkerad: kampanjen visas inte alls, oavsett datum.',
          en: 'Unticked: the promotion is not shown at all, whatever its dates.',
        },
      },
    },
    {
      name: 'bookingLink',
      type: 'text',
      validate: validateOptionalHttpUrl,
      label: { sv: 'Bokningslänk', en: 'Booking link' },
      admin: {
        description: {
          sv: 'Adressen till erbjudandet i bokningssystemet (https://…); den öppnas i sidans bokningsruta.',
          en: 'The address of the offer in the booking system (https://…); it opens in the page’s booking window.',
        },
      },
    },
  ],
}
