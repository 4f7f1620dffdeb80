import type { PayloadRequest } from 'payload'

import type { Subscriber } from '../payload-types'
import type { Notification } from '../queries/mailings'
import { reachableWhere } from '../queries/subscribers'
import { composeMailing } from './composeMailing'
import { siteOrigin } from './siteOrigin'
import { unsubscribeLink } from './unsubscribeLink'

export type SendResult = { sent: number; failed: number }

/**
 * E-mails a mailing to every active subscriber who gave marketing consent, each in their language and with
 * their own unsubscribe link. One failed address does not stop the others; it is logged and counted.
 */
export const sendMailing = async (req: PayloadRequest, mailing: Notification): Promise<SendResult> => {
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    where: reachableWhere,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const origin = siteOrigin(req)
  const result: SendResult = { sent: 0, failed: 0 }
  for (const subscriber of docs as Subscriber[]) {
    const token = subscriber.unsubscribeToken ?? (await ensureToken(req, subscriber))
    const mail = composeMailing(mailing, subscriber.locale === 'en' ? 'en' : 'sv', unsubscribeLink(origin, token))
    try {
      await req.payload.sendEmail({ to: subscriber.email, ...mail })
      result.sent += 1
    } catch (error) {
      result.failed += 1
      req.payload.logger.error({ err: error, msg: `Mailing ${mailing.id} to subscriber ${subscriber.id} failed` })
    }
  }
  return result
}

/** Subscribers stored before tokens existed get one on first send (the field's hook makes it). */
const ensureToken = async (req: PayloadRequest, subscriber: Subscriber): Promise<string> => {
  const updated = await req.payload.update({ collection: 'subscribers', id: subscriber.id, data: {}, depth: 0, req })
  return updated.unsubscribeToken ?? ''
}
