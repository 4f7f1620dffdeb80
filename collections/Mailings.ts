import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { removeMailingDeliveries } from './hooks/removeMailingDeliveries'
import { mailingRules } from './hooks/validators'
import { auditMailingCancelled } from '../src/audit/auditHooks'

/** An e-mail to newsletter subscribers (the contract's "notification"), written in both languages. */
export const Mailings: CollectionConfig = {
  slug: 'mailings',
  labels: { singular: { sv: 'Utskick', en: 'Mailing' }, plural: { sv: 'Utskick', en: 'Mailings' } },
  admin: {
    group: groups.customers,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'isActive', 'sentAt', 'sentCount', 'createdAt'],
    listSearchableFields: ['subject', 'body'],
  },
  defaultSort: '-createdAt',
  // The audit entry first: it counts the round's deliveries before they go.
  hooks: { afterDelete: [auditMailingCancelled, removeMailingDeliveries] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      localized: true,
      validate: mailingRules.subject,
      label: { sv: 'Ämne', en: 'Subject' },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      localized: true,
      validate: mailingRules.body,
      label: { sv: 'Text', en: 'Body' },
    },
    {
      name: 'template',
      type: 'text',
      validate: mailingRules.template,
      label: { sv: 'Mall', en: 'Template' },
      admin: {
        description: {
          sv: 'Mallen utskicket skapades från, om någon',
          en: 'The template the mailing was made from, if any',
        },
      },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Aktiv', en: 'Active' },
      admin: { description: { sv: 'Bara aktiva utskick kan skickas.', en: 'Only active mailings can be sent.' } },
    },
    {
      name: 'sentAt',
      type: 'date',
      label: { sv: 'Skickat', en: 'Sent at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'sentCount',
      type: 'number',
      defaultValue: 0,
      label: { sv: 'Antal mottagare', en: 'Recipients' },
      admin: { readOnly: true },
    },
    // The send rounds (src/mail/sendMailing.ts): a round started but not done was cut off and is resumed.
    { name: 'sendRound', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'sendRoundDone', type: 'number', defaultValue: 0, admin: { hidden: true } },
  ],
}
