import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { BOUNCE_KINDS, BOUNCE_SOURCES } from '../src/mail/bounceEvent'

/**
 * Each bounce and spam complaint heard for a subscriber's address, at sending or later from the sending service:
 * the bounce history staff read, the personal-data export includes and erasure removes. Its unique `key` (the
 * delivery at sending, the provider's own event id later) makes an event heard twice count once.
 */
const kindLabels = {
  hard: { sv: 'Permanent studs', en: 'Hard bounce' },
  soft: { sv: 'Tillfällig studs', en: 'Soft bounce' },
  complaint: { sv: 'Anmäld som skräppost', en: 'Spam complaint' },
}

export const MailBounces: CollectionConfig = {
  slug: 'mail-bounces',
  labels: {
    singular: { sv: 'Studs eller klagomål', en: 'Bounce or complaint' },
    plural: { sv: 'Studsar och klagomål', en: 'Bounces and complaints' },
  },
  admin: {
    group: groups.customers,
    useAsTitle: 'email',
    defaultColumns: ['email', 'kind', 'reason', 'source', 'createdAt'],
  },
  defaultSort: '-createdAt',
  // Only the send and the providers' webhooks write them; staff read them, and erasure deletes them.
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'email', type: 'text', required: true, index: true, label: { sv: 'E-post', en: 'E-mail' } },
    { name: 'subscriber', type: 'text', required: true, index: true, admin: { hidden: true } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: BOUNCE_KINDS.map((value) => ({ value, label: kindLabels[value] })),
      label: { sv: 'Slag', en: 'Kind' },
    },
    { name: 'reason', type: 'text', label: { sv: 'Svar', en: 'Answer' } },
    {
      name: 'source',
      type: 'select',
      required: true,
      options: [...BOUNCE_SOURCES],
      label: { sv: 'Källa', en: 'Source' },
    },
    // The mailing it came back from, when known (text, as the delivery rows keep it).
    { name: 'mailing', type: 'text', index: true, admin: { hidden: true } },
  ],
}
