import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { everConfirmed } from '../../src/lib/subscriberStatus'
import { RESTORING_BACKUP } from '../../src/platform/requestContext'

const CONSENT_IS_THE_VISITORS =
  'Only the subscriber gives or records their consent, through the sign-up form and the link in their confirmation e-mail.'
const ADDRESS_IS_THE_VISITORS =
  'This subscriber confirmed this address themselves, so it cannot be changed. They can sign up again with a new one.'

/** A stored value as compared: dates as instants; no value, an empty one and `false` alike. */
const comparable = (value: unknown): string => {
  if (value === null || value === undefined || value === '' || value === false) return ''
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [key, comparable(inner)])
      .filter(([, inner]) => inner !== '')
      .sort(([a], [b]) => a.localeCompare(b))
    return JSON.stringify(entries)
  }
  const time = typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : NaN
  return Number.isNaN(time) ? String(value) : String(time)
}

/**
 * Consent is the visitor's: a staff member (any write with a signed-in user: the contract, Payload's REST and
 * panel) cannot give, change or back-date it (`marketingConsent`, `confirmedAt`, the `consent` record), nor move a
 * subscription they confirmed to another address. Only the visitor's own steps (sign-up, the confirmation link,
 * unsubscribing; they run without a user) and a backup restore (RESTORING_BACKUP) write them. Values sent
 * unchanged pass, as the panel sends the whole document with every save. Status changes follow subscriberState.
 */
export const visitorOwnsConsent: CollectionBeforeChangeHook = ({ data, originalDoc, req, context }) => {
  if (!req.user || context[RESTORING_BACKUP] === true || !data) return data
  const before = (originalDoc ?? {}) as Record<string, unknown>
  const errors: { path: string; message: string }[] = ['marketingConsent', 'confirmedAt', 'consent']
    .filter((name) => name in data && comparable(data[name]) !== comparable(before[name]))
    .map((path) => ({ path, message: CONSENT_IS_THE_VISITORS }))
  const movesAddress =
    originalDoc &&
    'email' in data &&
    String(data.email ?? '').toLowerCase() !== String(originalDoc.email ?? '').toLowerCase() &&
    everConfirmed(originalDoc)
  if (movesAddress) errors.push({ path: 'email', message: ADDRESS_IS_THE_VISITORS })
  if (errors.length > 0) throw new ValidationError({ collection: 'subscribers', errors })
  return data
}
