import type { Payload } from 'payload'

import type { Locale } from '../lib/locales'
import { isSuppressed, RESEND_CONFIRMATION_MS, subscriberStatus, type ConsentSource } from '../lib/subscriberStatus'
import type { Subscriber } from '../payload-types'
import { sendConfirmation } from './sendConfirmation'
import { findSubscriberByEmail } from '../queries/subscribers'

export type SignUp = {
  email: string
  firstName?: string | null
  lastName?: string | null
  /** The form's optional checkbox, recorded as given; confirming the link gives the consent in any case. */
  marketingConsent?: boolean | null
  locale?: Locale | null
  source: ConsentSource
}

/**
 * A sign-up under double opt-in (the address already trimmed and lower-cased):
 * - a new address, or one that had unsubscribed, is stored *pending* with its consent record (time, form,
 *   language) and gets a confirmation e-mail;
 * - a pending one takes the new details and gets the e-mail again, at most once per RESEND_CONFIRMATION_MS;
 * - a confirmed one is left exactly as it is (nobody can change or end another person's subscription here);
 * - a suppressed one (bounced, or reported a mailing as spam) too, and it is sent nothing: staff lift a bounce
 *   when the reader asks (liftBounce.ts).
 * A failed e-mail is logged, never told: the answer must not reveal whether the address was known.
 */
export const signUp = async (payload: Payload, input: SignUp, origin: string, now = new Date()): Promise<void> => {
  const existing = await findSubscriberByEmail(payload, input.email)
  const status = existing && subscriberStatus(existing)
  if (status === 'confirmed' || (status && isSuppressed(status))) return
  const resend =
    !existing ||
    subscriberStatus(existing) !== 'pending' ||
    !existing.confirmationSentAt ||
    now.getTime() - new Date(existing.confirmationSentAt).getTime() >= RESEND_CONFIRMATION_MS
  const locale = input.locale ?? (existing?.locale === 'en' ? 'en' : 'sv')
  const data = {
    email: input.email,
    status: 'pending' as const,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    ...(typeof input.marketingConsent === 'boolean' ? { marketingConsent: input.marketingConsent } : {}),
    locale,
    consent: { at: now.toISOString(), source: input.source, language: locale },
    ...(resend ? { confirmationSentAt: now.toISOString() } : {}),
  }
  const saved = await save(payload, existing, data)
  if (!saved || !resend) return
  try {
    await sendConfirmation(payload, saved, origin, now)
  } catch (error) {
    payload.logger.error({ err: error, msg: `The confirmation e-mail to subscriber ${saved.id} failed` })
  }
}

type Data = Partial<Subscriber> & { email: string }

/** The saved subscriber; null when a concurrent sign-up of the address created it first (that one mails). */
const save = async (payload: Payload, existing: Subscriber | undefined, data: Data): Promise<Subscriber | null> => {
  if (existing) return payload.update({ collection: 'subscribers', id: existing.id, data, depth: 0 })
  try {
    return await payload.create({ collection: 'subscribers', data, depth: 0 })
  } catch (error) {
    // Two sign-ups of one address at once: the unique index let one in, and that one sends the e-mail.
    if (!(await findSubscriberByEmail(payload, data.email))) throw error
    return null
  }
}
