import { randomBytes } from 'node:crypto'

import type { CollectionConfig } from 'payload'

import { LOCALES } from '../src/lib/locales'
import { staffOnly } from './access/staffOnly'
import { normalizeEmail } from './hooks/normalizeEmail'

/** A newsletter subscriber. Visitors subscribe through the /api contract, never through Payload's REST. */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { sv: 'Prenumerant', en: 'Subscriber' }, plural: { sv: 'Prenumeranter', en: 'Subscribers' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'marketingConsent', 'isActive'] },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      hooks: { beforeValidate: [normalizeEmail] },
      label: { sv: 'E-post', en: 'E-mail' },
    },
    { name: 'firstName', type: 'text', label: { sv: 'Förnamn', en: 'First name' } },
    { name: 'lastName', type: 'text', label: { sv: 'Efternamn', en: 'Last name' } },
    {
      name: 'marketingConsent',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Samtycke till marknadsföring', en: 'Marketing consent' },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, label: { sv: 'Aktiv', en: 'Active' } },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'sv',
      options: LOCALES.map((value) => ({ label: value, value })),
      label: { sv: 'Språk', en: 'Language' },
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
