import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { normalizeEmail } from './hooks/normalizeEmail'
import { stampReadAt } from './hooks/stampReadAt'
import { messageRules } from './hooks/validators'

/** A message sent through the contact form. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: { sv: 'Meddelande', en: 'Message' }, plural: { sv: 'Meddelanden', en: 'Messages' } },
  admin: {
    group: groups.customers,
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'email', 'isRead', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'message'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'firstName',
          type: 'text',
          required: true,
          validate: messageRules.firstName,
          label: { sv: 'Förnamn', en: 'First name' },
        },
        {
          name: 'lastName',
          type: 'text',
          required: true,
          validate: messageRules.lastName,
          label: { sv: 'Efternamn', en: 'Last name' },
        },
      ],
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      hooks: { beforeValidate: [normalizeEmail] },
      validate: messageRules.email,
      label: { sv: 'E-post', en: 'E-mail' },
    },
    { name: 'phone', type: 'text', validate: messageRules.phone, label: { sv: 'Telefon', en: 'Phone' } },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      validate: messageRules.message,
      label: { sv: 'Meddelande', en: 'Message' },
    },
    {
      name: 'isRead',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { sv: 'Läst', en: 'Read' },
      admin: { description: { sv: 'Olästa räknas på översikten', en: 'Unread ones are counted on the dashboard' } },
    },
    {
      name: 'readAt',
      type: 'date',
      index: true,
      label: { sv: 'Läst den', en: 'Read at' },
      // Set by the server when the message is marked read (contract or panel); retention counts from it.
      hooks: { beforeChange: [stampReadAt] },
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          sv: 'Lästa meddelanden raderas automatiskt en tid efter detta (se README).',
          en: 'Read messages are deleted automatically some time after this (see README).',
        },
      },
    },
  ],
}
