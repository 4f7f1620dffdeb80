import { randomBytes } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { languageOptions } from './admin/options'
import { normalizeEmail } from './hooks/normalizeEmail'
import { subscriberRules } from './hooks/validators'

/** A newsletter subscriber. Visitors subscribe through the /api contract, never through Payload's REST. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { sv: 'Prenumerant', en: 'Subscriber' }, plural: { sv: 'Prenumeranter', en: 'Subscribers' } },
  admin: {
    group: groups.customers,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'locale', 'marketingConsent', 'isActive', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      hooks: { beforeValidate: [normalizeEmail] },
      validate: subscriberRules.email,
      label: { sv: 'E-post', en: 'E-mail' },
    },
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', validate: subscriberRules.firstName, label: { sv: 'Förnamn', en: 'First name' } },
        { name: 'lastName', type: 'text', validate: subscriberRules.lastName, label: { sv: 'Efternamn', en: 'Last name' } },
      ],
    },
    {
      name: 'marketingConsent',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Samtycke till marknadsföring', en: 'Marketing consent' },
      admin: {
        description: {
          sv: 'Bara prenumeranter som gett samtycke får utskick.',
          en: 'Only subscribers who gave consent receive mailings.',
        },
      },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Aktiv', en: 'Active' },
      admin: {
        description: {
          sv: 'Avmarkerad: prenumerationen är avslutad och inga utskick skickas.',
          en: 'Unticked: the subscription has ended and no mailings are sent.',
        },
      },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'sv',
      options: languageOptions,
      label: { sv: 'Språk', en: 'Language' },
      admin: { description: { sv: 'Språket utskicken skickas på', en: 'The language mailings are sent in' } },
    },
    {
      name: 'unsubscribeToken',
      type: 'text',
      index: true,
      admin: { hidden: true },
      // Each subscriber gets a secret for the one-click unsubscribe link in every mailing.
      hooks: { beforeChange: [({ value }) => value || randomBytes(18).toString('base64url')] },
    },
  ],
}
