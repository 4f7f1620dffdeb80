import type { PayloadRequest } from 'payload'

import { subscriberStatus } from '../lib/subscriberStatus'
import type { Subscriber } from '../payload-types'
import { sendConfirmation } from './sendConfirmation'
import { BOUNCE_LIFTED as BOUNCE_LIFTED_ACTION } from '../audit/actions'
import { recordAudit } from '../audit/recordAudit'
import { BOUNCE_LIFTED } from '../platform/requestContext'

export type LiftOutcome = { lifted: Subscriber } | { refused: 'not-bounced' }

/**
 * Lifts a bounce when the reader asks (their mailbox works again): the subscriber is `pending` once more, their
 * soft-bounce count starts afresh, and a fresh confirmation e-mail goes out, so they are mailed again only after
 * confirming themselves (double opt-in). A spam complaint is never lifted, nor is any state but `bounced`. The one
 * place staff undo a suppression, so the one place it enters the audit trail. A failed confirmation e-mail is logged (the address
 * may bounce again: that is heard as any bounce).
 */
export const liftBounce = async (
  req: PayloadRequest,
  subscriber: Subscriber,
  origin: string,
  now = new Date(),
): Promise<LiftOutcome> => {
  if (subscriberStatus(subscriber) !== 'bounced') return { refused: 'not-bounced' }
  const lifted = (await req.payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: {
      status: 'pending',
      suppressedAt: null,
      suppressionReason: null,
      softBounces: 0,
      softBounceSince: null,
      confirmationSentAt: now.toISOString(),
    },
    depth: 0,
    req,
    overrideAccess: false,
    context: { [BOUNCE_LIFTED]: true },
  })) as Subscriber
  await recordAudit(req, { action: BOUNCE_LIFTED_ACTION, target: { collection: 'subscribers', id: lifted.id } })
  try {
    await sendConfirmation(req.payload, lifted, origin, now)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `The confirmation e-mail to subscriber ${lifted.id} failed` })
  }
  return { lifted }
}
