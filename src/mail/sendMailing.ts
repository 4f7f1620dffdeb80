import { type PayloadRequest, ValidationError } from 'payload'

import type { Notification } from '../lib/contract/notifications'
import type { Subscriber } from '../payload-types'
import { composeMailing } from './composeMailing'
import { listUnsubscribeHeaders } from './listUnsubscribe'
import { findSalonDetails } from './salonDetails'
import { renewSendLease } from './sendLease'
import { siteOrigin } from './siteOrigin'
import { unsubscribeLink } from './unsubscribeLink'
import { reachableWhere } from '../queries/subscribers'

export type SendResult = { sent: number; failed: number }

const RENEW_EVERY = 10

/**
 * E-mails round `round` of a mailing to every confirmed subscriber with consent (reachableWhere), each in their
 * language and with their own unsubscribe link. Each recipient is claimed by a delivery row before the mail
 * leaves, so a resumed round skips whoever was already claimed (sent, failed, or cut off mid-send). One failed
 * address does not stop the others; it is logged and counted. Call while holding the send lease.
 */
export const sendMailing = async (req: PayloadRequest, mailing: Notification, round: number): Promise<SendResult> => {
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: reachableWhere,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const origin = siteOrigin(req)
  const salon = { sv: await findSalonDetails(payload, 'sv', origin), en: await findSalonDetails(payload, 'en', origin) }
  let handled = 0
  for (const subscriber of docs as Subscriber[]) {
    const delivery = await claimRecipient(req, mailing, round, subscriber)
    if (!delivery) continue
    const token = subscriber.unsubscribeToken ?? (await ensureToken(req, subscriber))
    const locale = subscriber.locale === 'en' ? 'en' : 'sv'
    const link = unsubscribeLink(origin, token)
    let status: 'sent' | 'failed' = 'sent'
    try {
      const mail = await composeMailing(mailing, locale, link, salon[locale])
      await payload.sendEmail({ to: subscriber.email, ...mail, headers: listUnsubscribeHeaders(link) })
    } catch (error) {
      status = 'failed'
      payload.logger.error({ err: error, msg: `Mailing ${mailing.id} to subscriber ${subscriber.id} failed` })
    }
    await payload.update({ collection: 'mailing-deliveries', id: delivery, data: { status }, depth: 0 })
    if (++handled % RENEW_EVERY === 0) await renewSendLease(payload, mailing.id)
  }
  return roundResult(req, mailing, round)
}

/** The delivery row's id, or null when this round already has one for the subscriber. */
const claimRecipient = async (req: PayloadRequest, mailing: Notification, round: number, subscriber: Subscriber) => {
  try {
    const row = await req.payload.create({
      collection: 'mailing-deliveries',
      data: {
        key: `${mailing.id}:${round}:${subscriber.id}`,
        mailing: String(mailing.id),
        round,
        subscriber: String(subscriber.id),
        email: subscriber.email,
        status: 'pending',
      },
      depth: 0,
    })
    return row.id
  } catch (error) {
    // The unique key: someone (this round before a crash, or a concurrent sender) has this recipient. Any other
    // failure (the database cannot be opened, say) stops the round, which the next send resumes.
    if (error instanceof ValidationError) return null
    throw error
  }
}

/** What the whole round delivered, including any part sent before it was cut off. */
const roundResult = async (req: PayloadRequest, mailing: Notification, round: number): Promise<SendResult> => {
  const count = async (status: 'sent' | 'failed') =>
    (
      await req.payload.count({
        collection: 'mailing-deliveries',
        where: { mailing: { equals: String(mailing.id) }, round: { equals: round }, status: { equals: status } },
      })
    ).totalDocs
  return { sent: await count('sent'), failed: await count('failed') }
}

/** Subscribers stored before tokens existed get one on first send (the field's hook makes it). */
const ensureToken = async (req: PayloadRequest, subscriber: Subscriber): Promise<string> => {
  const updated = await req.payload.update({ collection: 'subscribers', id: subscriber.id, data: {}, depth: 0, req })
  return updated.unsubscribeToken ?? ''
}
