import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import { recipientRefusal } from './bounceEvent'
import { clearSoftBounces, recordBounce } from './recordBounce'
import { sendWithRetry } from './retrySend'
import { bounceEnvelope } from './returnPath'
import { personalMail, renderRoundMail, type RoundMail } from './roundMail'
import { releaseSendLease, renewSendLease } from './sendLease'
import { lastClaimedSubscriber } from './sendProgress'
import { isStopping } from '../lib/stopSignal.mjs'
import type { Subscriber } from '../payload-types'
import { insertNewRows } from '../platform/insertNewRows'
import { inWriteTurn } from '../platform/inWriteTurn'
import { type MailingAllLocales, toNotification } from '../queries/mailings'
import { reachableWhere } from '../queries/subscribers'

/** What a send job is given: the mailing, the round it goes out as, and the origin its links point to. */
export type SendJobInput = { mailing: string | number; round: number; origin: string }

/** Subscribers read at a time: memory stays flat however long the list is. */
const PAGE = 100
/**
 * Recipients claimed, mailed and recorded together: one claim and one status write a batch instead of two writes
 * a mail, enough mails at once to keep the SMTP pool's connections busy, and no more left pending (mail that may
 * have left) by a crash mid-batch.
 */
const BATCH = 10

/**
 * Sends round `round` of a mailing to every confirmed subscriber with consent (reachableWhere), in pages in the
 * order of their ids, each in their language with their own unsubscribe link. Each recipient is claimed by a
 * delivery row before the mail leaves, so a resumed round skips whoever was already claimed (sent, failed, or cut
 * off mid-send); it also starts after the last subscriber claimed. One failed address does not stop the others.
 * Ends the round (sent_at, sent_count) and releases the send lease, which the caller took. On a server that is
 * stopping (server/gracefulStop.mjs) it ends after the batch in hand, leaves the round open and releases the
 * lease, so another server's `resume-mailings` goes on with it at its next tick.
 */
export const sendMailing = async (payload: Payload, input: SendJobInput): Promise<void> => {
  const doc = (await payload.findByID({
    collection: 'mailings',
    id: input.mailing,
    locale: 'all',
    fallbackLocale: false,
    depth: 0,
    disableErrors: true,
  })) as unknown as MailingAllLocales | null
  // Deleted meanwhile, or the round was finished by another sender: nothing is left to do.
  if (!doc || (doc.sendRoundDone ?? 0) >= input.round) return releaseSendLease(payload, input.mailing)
  let ended: RoundEnd
  try {
    ended = await sendPages(payload, input, await renderRoundMail(payload, toNotification(doc), input.origin))
  } catch (error) {
    // The round stays open: the next send, or the resume task, goes on with it without waiting out the lease.
    await releaseSendLease(payload, input.mailing).catch(() => undefined)
    throw error
  }
  if (ended === 'sent') return finishRound(payload, input)
  await releaseSendLease(payload, input.mailing)
  payload.logger.info(
    ended === 'deleted'
      ? `Mailing ${input.mailing} was deleted during its round: nobody else gets it`
      : `Mailing ${input.mailing}: this server is stopping, so another one goes on with the round`,
  )
}

/** How a round's sending ended: every recipient reached, the server stopping, or the mailing deleted (cancelled). */
type RoundEnd = 'sent' | 'stopping' | 'deleted'

/** Staff cancel a mailing under way by deleting it (collections/Mailings.ts records that in the audit trail). */
const stillThere = async (payload: Payload, mailing: string | number): Promise<boolean> =>
  (await payload.count({ collection: 'mailings', where: { id: { equals: mailing } } })).totalDocs > 0

/**
 * The round's recipients a page at a time, after the last one it claimed (when it is resumed), until the end, the
 * server stopping or the mailing deleted (checked before each batch, so at most one batch leaves after it).
 */
const sendPages = async (payload: Payload, input: SendJobInput, mail: RoundMail): Promise<RoundEnd> => {
  let after = await lastClaimedSubscriber(payload, input.mailing, input.round)
  for (;;) {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: after === null ? reachableWhere : { and: [reachableWhere, { id: { greater_than: after } }] },
      sort: 'id',
      limit: PAGE,
      pagination: false,
      depth: 0,
    })
    for (let start = 0; start < docs.length; start += BATCH) {
      if (isStopping()) return 'stopping'
      if (!(await stillThere(payload, input.mailing))) return 'deleted'
      await sendBatch(payload, input, mail, docs.slice(start, start + BATCH))
      await renewSendLease(payload, input.mailing)
    }
    if (docs.length < PAGE) return 'sent'
    after = docs[docs.length - 1].id
  }
}

const deliveryKey = (input: SendJobInput, subscriber: Subscriber) => `${input.mailing}:${input.round}:${subscriber.id}`

/**
 * Claims a few recipients in one write (a row per recipient; one that this round, before a crash, or a concurrent
 * sender already has is skipped), sends those it claimed at once (the pool and its rate limit pace them) and
 * records how each went in one more write. A recipient the mail server refused is recorded as a bounce
 * (recordBounce.ts: a permanent refusal suppresses them at once); a delivery ends a run of soft bounces. When the
 * claim stopped partway (MongoDB), those it claimed are still sent and recorded before the round stops.
 */
const sendBatch = async (payload: Payload, input: SendJobInput, mail: RoundMail, batch: Subscriber[]) => {
  const { ids, failure } = await insertNewRows(
    payload,
    'mailing-deliveries',
    batch.map((subscriber) => ({
      key: deliveryKey(input, subscriber),
      mailing: String(input.mailing),
      round: input.round,
      subscriber: String(subscriber.id),
      email: subscriber.email,
      status: 'pending',
    })),
  )
  const claimed = batch.filter((subscriber) => ids.has(deliveryKey(input, subscriber)))
  const outcomes = await Promise.all(claimed.map((subscriber) => sendOne(payload, input, mail, subscriber)))
  const delivery = (subscriber: Subscriber) => ids.get(deliveryKey(input, subscriber)) as string | number
  const delivered = claimed.filter((_, at) => outcomes[at] === true)
  await recordStatuses(payload, {
    sent: delivered.map(delivery),
    failed: claimed.filter((_, at) => outcomes[at] !== true).map(delivery),
  })
  await clearSoftBounces(payload, delivered)
  for (const [at, subscriber] of claimed.entries()) {
    const outcome = outcomes[at]
    if (outcome === true || outcome === false) continue
    await recordBounce(payload, {
      // Each send is claimed once, so this event is heard once; the delivery key alone could come back after its
      // mailing is deleted (SQLite hands out freed ids again).
      key: `smtp:${deliveryKey(input, subscriber)}:${randomUUID()}`,
      ...outcome,
      email: subscriber.email,
      subscriber: subscriber.id,
      mailing: input.mailing,
      source: 'smtp',
      at: new Date(),
    })
  }
  if (failure) throw failure
}

/**
 * One claimed recipient's mail: true when delivered, the refusal when their mail server refused the address, else
 * false. Never throws: a recipient whose mail could not be made (their missing token could not be stored) is
 * recorded as failed, not left pending with the whole batch.
 */
const sendOne = async (payload: Payload, input: SendJobInput, mail: RoundMail, subscriber: Subscriber) => {
  try {
    const token = subscriber.unsubscribeToken ?? (await ensureToken(payload, subscriber))
    const own = personalMail(mail[subscriber.locale === 'en' ? 'en' : 'sv'], input.origin, token)
    const envelope = bounceEnvelope(subscriber, input.mailing)
    await sendWithRetry(() => payload.sendEmail({ to: subscriber.email, ...own, ...envelope }))
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `Mailing ${input.mailing} to subscriber ${subscriber.id} failed` })
    return recipientRefusal(error) ?? false
  }
}

/** A batch's delivery rows marked by how their mail went, in one write turn (straight to the adapter: no hooks). */
const recordStatuses = (payload: Payload, byStatus: Record<'sent' | 'failed', (string | number)[]>) =>
  inWriteTurn(payload, async (req) => {
    for (const status of ['sent', 'failed'] as const) {
      if (byStatus[status].length === 0) continue
      const where = { id: { in: byStatus[status] } }
      await payload.db.updateMany({ collection: 'mailing-deliveries', where, data: { status }, req, returning: false })
    }
  })

/** Marks the round done with what it delivered (including any part sent before it was cut off). */
const finishRound = async (payload: Payload, input: SendJobInput) => {
  const { totalDocs: sent } = await payload.count({
    collection: 'mailing-deliveries',
    where: {
      mailing: { equals: String(input.mailing) },
      round: { equals: input.round },
      status: { equals: 'sent' },
    },
  })
  await payload.update({
    collection: 'mailings',
    id: input.mailing,
    data: { sentAt: new Date().toISOString(), sentCount: sent, sendRoundDone: input.round },
    depth: 0,
  })
  await releaseSendLease(payload, input.mailing)
}

/** Subscribers stored before tokens existed get one on first send (the field's hook makes it). */
const ensureToken = async (payload: Payload, subscriber: Subscriber): Promise<string> => {
  const updated = await payload.update({ collection: 'subscribers', id: subscriber.id, data: {}, depth: 0 })
  return updated.unsubscribeToken ?? ''
}
