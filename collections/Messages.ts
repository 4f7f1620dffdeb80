import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { normalizeEmail } from './hooks/normalizeEmail'

/** A message sent through the contact form. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: { sv: 'Meddelande', en: 'Message' }, plural: { sv: 'Meddelanden', en: 'Messages' } },
  admin: { useAsTitle: 'email', defaultColumns: ['firstName', 'lastName', 'email', 'isRead', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, label: { sv: 'Förnamn', en: 'First name' } },
        { name: 'lastName', type: 'text', required: true, label: { sv: 'Efternamn', en: 'Last name' } },
      ],
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      hooks: { beforeValidate: [normalizeEmail] },
      label: { sv: 'E-post', en: 'E-mail' },
    },
    { name: 'phone', type: 'text', label: { sv: 'Telefon', en: 'Phone' } },
    { name: 'message', type: 'textarea', required: true, label: { sv: 'Meddelande', en: 'Message' } },
    { name: 'isRead', type: 'checkbox', defaultValue: false, index: true, label: { sv: 'Läst', en: 'Read' } },
  ],
}
