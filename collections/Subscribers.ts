import { randomBytes } from 'node:crypto'
import type { CollectionConfig } from 'payload'

import { nobody } from './access/nobody'
import { staffOnly } from './access/staffOnly'
import { groups } from './admin/groups'
import { languageOptions } from './admin/options'
import { normalizeEmail } from './hooks/normalizeEmail'
import { removeBounceHistory } from './hooks/removeBounceHistory'
import { subscriberState } from './hooks/subscriberState'
import { subscriberRules } from './hooks/validators'
import { visitorOwnsConsent } from './hooks/visitorOwnsConsent'
import { auditSubscriberErased } from '../src/audit/auditHooks'
import { CONSENT_SOURCES, SUBSCRIBER_STATUSES } from '../src/lib/subscriberStatus'

const statusLabels = {
  pending: { sv: 'Väntar på bekräftelse', en: 'Awaiting confirmation' },
  confirmed: { sv: 'Bekräftad', en: 'Confirmed' },
  unsubscribed: { sv: 'Avregistrerad', en: 'Unsubscribed' },
  bounced: { sv: 'Studsar', en: 'Bounced' },
  complained: { sv: 'Anmälde som skräppost', en: 'Reported as spam' },
}
const sourceLabels = {
  section: { sv: 'Sidans formulär (priser)', en: 'Page form (prices)' },
  footer: { sv: 'Sidfotens formulär', en: 'Footer form' },
  api: { sv: 'Annan klient (API)', en: 'Other client (API)' },
}

/**
 * A newsletter subscriber. Visitors subscribe through the /api contract (double opt-in), never through Payload's
 * REST; nobody creates one by hand, and staff cannot give or change the consent nor move a confirmed address
 * (hooks/visitorOwnsConsent.ts), so nobody is subscribed on a visitor's behalf (restores override access).
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: { sv: 'Prenumerant', en: 'Subscriber' }, plural: { sv: 'Prenumeranter', en: 'Subscribers' } },
  admin: {
    group: groups.customers,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'locale', 'status', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: staffOnly },
  hooks: {
    beforeChange: [visitorOwnsConsent, subscriberState],
    afterDelete: [removeBounceHistory, auditSubscriberErased],
  },
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
        {
          name: 'firstName',
          type: 'text',
          validate: subscriberRules.firstName,
          label: { sv: 'Förnamn', en: 'First name' },
        },
        {
          name: 'lastName',
          type: 'text',
          validate: subscriberRules.lastName,
          label: { sv: 'Efternamn', en: 'Last name' },
        },
      ],
    },
    {
      name: 'marketingConsent',
      type: 'checkbox',
      defaultValue: false,
      label: { sv: 'Samtycke till marknadsföring', en: 'Marketing consent' },
      admin: {
        readOnly: true,
        description: {
          sv: 'Ges när prenumeranten bekräftar via länken i e-posten. Bara bekräftade med samtycke får utskick.',
          en: 'Given when the subscriber confirms through the e-mailed link. Only confirmed subscribers with consent receive mailings.',
        },
      },
    },
    {
      name: 'status',
      type: 'select',
      index: true,
      options: SUBSCRIBER_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
      label: { sv: 'Status', en: 'Status' },
      admin: {
        readOnly: true,
        description: {
          sv: 'Bara prenumeranten bekräftar, via länken i e-posten. Utan status (äldre poster): aktiv räknas som bekräftad.',
          en: 'Only the subscriber confirms, through the e-mailed link. Without a status (older records): active counts as confirmed.',
        },
      },
    },
    {
      name: 'isActive',
      type: 'checkbox',
      defaultValue: true,
      label: { sv: 'Aktiv', en: 'Active' },
      // Follows the status (subscriberState): the contract's is_active is 1 only for a confirmed subscriber.
      admin: { readOnly: true, description: { sv: 'Aktiv = bekräftad.', en: 'Active = confirmed.' } },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: { sv: 'Bekräftad', en: 'Confirmed at' },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'suppressedAt',
          type: 'date',
          label: { sv: 'Stoppad', en: 'Suppressed at' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'suppressionReason',
          type: 'text',
          label: { sv: 'Varför', en: 'Why' },
          admin: {
            readOnly: true,
            description: {
              sv: 'Mottagarens e-postserver vägrade adressen, eller mottagaren anmälde ett utskick som skräppost.',
              en: "The recipient's mail server refused the address, or the recipient reported a mailing as spam.",
            },
          },
        },
      ],
    },
    // Temporary refusals (a full mailbox) since the last delivery: the third, a week after the first, suppresses.
    { name: 'softBounces', type: 'number', defaultValue: 0, admin: { hidden: true } },
    { name: 'softBounceSince', type: 'date', admin: { hidden: true } },
    {
      name: 'consent',
      type: 'group',
      label: { sv: 'Samtycke', en: 'Consent' },
      admin: {
        readOnly: true,
        description: {
          sv: 'När, var och på vilket språk prenumeranten anmälde sig.',
          en: 'When, where and in which language the subscriber signed up.',
        },
      },
      fields: [
        {
          name: 'at',
          type: 'date',
          label: { sv: 'Anmäld', en: 'Signed up' },
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'source',
          type: 'select',
          options: CONSENT_SOURCES.map((value) => ({ value, label: sourceLabels[value] })),
          label: { sv: 'Formulär', en: 'Form' },
        },
        { name: 'language', type: 'select', options: languageOptions, label: { sv: 'Språk', en: 'Language' } },
      ],
    },
    {
      name: 'confirmationSentAt',
      type: 'date',
      admin: { hidden: true },
      // When the last confirmation e-mail left: a repeated sign-up re-sends it only after a while.
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
