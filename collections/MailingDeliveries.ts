import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'

/**
 * One row per subscriber per send round of a mailing, written *before* the e-mail goes out. Its unique key is
 * what makes a send exactly-once: a second sender (or a resumed one) cannot claim the same recipient again, and
 * a row still `pending` after a crash is never re-sent (the mail may have left).
 */
export const MailingDeliveries: CollectionConfig = {
  slug: 'mailing-deliveries',
  labels: { singular: { sv: 'Leverans', en: 'Delivery' }, plural: { sv: 'Leveranser', en: 'Deliveries' } },
  admin: { hidden: true },
  // Only the send itself writes them; staff may read them.
  access: { read: staffOnly, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'mailing', type: 'text', required: true, index: true },
    { name: 'round', type: 'number', required: true },
    { name: 'subscriber', type: 'text', required: true },
    { name: 'email', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ['pending', 'sent', 'failed'],
      defaultValue: 'pending',
    },
  ],
}
