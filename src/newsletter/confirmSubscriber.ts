import type { Payload } from 'payload'

import { isSuppressed, subscriberStatus } from '../lib/subscriberStatus'
import type { Subscriber } from '../payload-types'
import { confirmTokenId, verifyConfirmToken } from './confirmToken'
import { SUBSCRIBER_CONFIRMED } from '../platform/requestContext'

export type ConfirmOutcome = 'ready' | 'confirmed' | 'invalid' | 'expired'

/** The subscriber a confirmation token was signed for, or why the link does not hold (nothing is changed). */
const checkLink = async (
  payload: Payload,
  token: string,
  now: Date,
): Promise<{ subscriber: Subscriber } | { outcome: 'invalid' | 'expired' }> => {
  const id = confirmTokenId(token)
  if (!id) return { outcome: 'invalid' }
  const subscriber = (
    await payload
      .find({ collection: 'subscribers', where: { id: { equals: id } }, limit: 1, depth: 0 })
      .catch(() => ({ docs: [] }))
  ).docs[0] as Subscriber | undefined
  if (!subscriber) return { outcome: 'invalid' }
  const check = verifyConfirmToken(token, subscriber, now)
  if (!check.ok) return { outcome: check.reason }
  // A link only confirms the sign-up it was sent for: not after the visitor unsubscribed again, nor once the
  // address bounced or complained (only staff lift a bounce, with a fresh link).
  const status = subscriberStatus(subscriber)
  return status === 'unsubscribed' || isSuppressed(status) ? { outcome: 'invalid' } : { subscriber }
}

/** What the link's page shows before the visitor presses the button (GET: mail scanners open links, so no change). */
export const inspectConfirmLink = async (payload: Payload, token: string, now: Date): Promise<ConfirmOutcome> => {
  const checked = await checkLink(payload, token, now)
  if ('outcome' in checked) return checked.outcome
  return subscriberStatus(checked.subscriber) === 'confirmed' ? 'confirmed' : 'ready'
}

/**
 * Confirms the sign-up the link was signed for (POST): the subscriber becomes confirmed, with the time, and
 * confirming is the consent to mailings. Pressing again is the same success; a bad or expired link changes nothing.
 */
export const confirmSubscriber = async (payload: Payload, token: string, now: Date): Promise<ConfirmOutcome> => {
  const checked = await checkLink(payload, token, now)
  if ('outcome' in checked) return checked.outcome
  if (subscriberStatus(checked.subscriber) !== 'confirmed')
    await payload.update({
      collection: 'subscribers',
      id: checked.subscriber.id,
      data: { status: 'confirmed', confirmedAt: now.toISOString(), marketingConsent: true },
      depth: 0,
      context: { [SUBSCRIBER_CONFIRMED]: true },
    })
  return 'confirmed'
}
