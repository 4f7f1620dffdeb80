import { pendingSignupDays } from './retention'

/**
 * A subscriber's state under double opt-in. `pending`: signed up, not yet confirmed through the e-mailed link;
 * `confirmed`: receives mailings; `unsubscribed`: has left (the record is kept); `bounced`: their mail server
 * refused the address for good (or again and again), and `complained`: they reported a mailing as spam. The last
 * two are suppressed: nothing is mailed to them again, not even a confirmation (src/mail/recordBounce.ts).
 */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced', 'complained'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** The states nothing is mailed to: a sign-up from such an address answers as any other but sends nothing. */
const SUPPRESSED_STATUSES = ['bounced', 'complained'] as const satisfies readonly SubscriberStatus[]
export const isSuppressed = (status: SubscriberStatus): boolean =>
  (SUPPRESSED_STATUSES as readonly string[]).includes(status)

export const isSubscriberStatus = (value: unknown): value is SubscriberStatus =>
  typeof value === 'string' && (SUBSCRIBER_STATUSES as readonly string[]).includes(value)

/** Where the visitor signed up: the page's two forms name themselves; any other client is `api`. */
export const CONSENT_SOURCES = ['section', 'footer', 'api'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]
export const toConsentSource = (value: unknown): ConsentSource =>
  typeof value === 'string' && (CONSENT_SOURCES as readonly string[]).includes(value) ? (value as ConsentSource) : 'api'

/** Why staff cannot move a subscriber to confirmed: only the visitor confirms (double opt-in). */
export const PENDING_NOT_CONFIRMABLE =
  'This subscriber has not confirmed the sign-up yet. Only they can confirm it, with the link in their confirmation e-mail.'
export const NEVER_CONFIRMED =
  'This subscriber never confirmed a sign-up. Only they can subscribe again, through the sign-up form.'

/** Why staff cannot simply switch a suppressed subscriber back on. */
export const SUPPRESSED_NOT_TOGGLED =
  'Mail to this address bounced or was reported as spam, so it is no longer sent anything. A bounce can be lifted when the reader asks; a spam report cannot.'
export const NOT_BOUNCED = 'Only a bounced address can be lifted; a spam report is never lifted.'

type StoredState = { status?: string | null; isActive?: boolean | null }

/**
 * The state of a stored subscriber. Records from before double opt-in (older databases and backup archives)
 * have no status: an active one counts as confirmed, an inactive one as unsubscribed.
 */
export const subscriberStatus = (doc: StoredState): SubscriberStatus =>
  isSubscriberStatus(doc.status) ? doc.status : doc.isActive ? 'confirmed' : 'unsubscribed'

type History = { confirmedAt?: string | null; consent?: { at?: string | null } | null }

/**
 * Staff may turn a subscription back on only for someone who once confirmed it themselves: a confirmed time,
 * or a record from before double opt-in (it has no consent record). Nobody is confirmed on a visitor's behalf.
 */
export const everConfirmed = (doc: History): boolean => Boolean(doc.confirmedAt) || !doc.consent?.at

/** How long a confirmation link holds, and how long a pending sign-up is kept. */
export const PENDING_MS = pendingSignupDays * 24 * 60 * 60 * 1000
/** A repeated sign-up of a pending address re-sends the confirmation at most this often (no mail bombing). */
export const RESEND_CONFIRMATION_MS = 10 * 60 * 1000
