import { type Payload, ValidationError } from 'payload'

import { sendWithRetry } from './retrySend'
import { personalMail, renderRoundMail, type RoundMail } from './roundMail'
import { releaseSendLease, renewSendLease } from './sendLease'
import { lastClaimedSubscriber } from './sendProgress'
import type { Subscriber } from '../payload-types'
import { inWriteTurn } from '../platform/inWriteTurn'
import { type MailingAllLocales, toNotification } from '../queries/mailings'
import { reachableWhere } from '../queries/subscribers'

/** What a send job is given: the mailing, the round it goes out as, and the origin its links point to. */
export type SendJobInput = { mailing: string | number; round: number; origin: string }

/** Subscribers read at a time: memory stays flat however long the list is. */
const PAGE = 100
/** Mails in flight at a time: enough to keep the SMTP pool's connections busy. */
const IN_FLIGHT = 10

/**
 * Sends round `round` of a mailing to every confirmed subscriber with consent (reachableWhere), in pages in the
 * order of their ids, each in their language with their own unsubscribe link. Each recipient is claimed by a
 * delivery row before the mail leaves, so a resumed round skips whoever was already claimed (sent, failed, or cut
 * off mid-send); it also starts after the last subscriber claimed. One failed address does not stop the others.
 * Ends the round (sent_at, sent_count) and releases the send lease, which the caller took.
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
  try {
    await sendPages(payload, input, await renderRoundMail(payload, toNotification(doc), input.origin))
  } catch (error) {
    // The round stays open: the next send, or the resume task, goes on with it without waiting out the lease.
    await releaseSendLease(payload, input.mailing).catch(() => undefined)
    throw error
  }
  await finishRound(payload, input)
}

/** The round's recipients a page at a time, after the last one it claimed (when it is resumed). */
const sendPages = async (payload: Payload, input: SendJobInput, mail: RoundMail) => {
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
    for (let start = 0; start < docs.length; start += IN_FLIGHT) {
      await sendBatch(payload, input, mail, docs.slice(start, start + IN_FLIGHT))
      await renewSendLease(payload, input.mailing)
    }
    if (docs.length < PAGE) return
    after = docs[docs.length - 1].id
  }
}

/**
 * Claims each of a few recipients, then sends them at once (the pool and its rate limit pace them). When a claim
 * fails (the database stopped answering), those already claimed are still sent before the round stops.
 */
const sendBatch = async (payload: Payload, input: SendJobInput, mail: RoundMail, batch: Subscriber[]) => {
  const claimed: { subscriber: Subscriber; delivery: string | number }[] = []
  let stopped: unknown = null
  for (const subscriber of batch) {
    try {
      const delivery = await claimRecipient(payload, input, subscriber)
      if (delivery !== null) claimed.push({ subscriber, delivery })
    } catch (error) {
      stopped = error
      break
    }
  }
  await Promise.all(claimed.map(({ subscriber, delivery }) => sendOne(payload, input, mail, subscriber, delivery)))
  if (stopped) throw stopped
}

/** One claimed recipient's mail, and how it went on their delivery row. */
const sendOne = async (
  payload: Payload,
  input: SendJobInput,
  mail: RoundMail,
  subscriber: Subscriber,
  delivery: string | number,
) => {
  const token = subscriber.unsubscribeToken ?? (await ensureToken(payload, subscriber))
  const own = personalMail(mail[subscriber.locale === 'en' ? 'en' : 'sv'], input.origin, token)
  let status: 'sent' | 'failed' = 'sent'
  try {
    await sendWithRetry(() => payload.sendEmail({ to: subscriber.email, ...own }))
  } catch (error) {
    status = 'failed'
    payload.logger.error({ err: error, msg: `Mailing ${input.mailing} to subscriber ${subscriber.id} failed` })
  }
  // Straight to the adapter: deliveries have no hooks, and this is written once a mail.
  await inWriteTurn(payload, (req) =>
    payload.db.updateOne({ collection: 'mailing-deliveries', id: delivery, data: { status }, req }),
  )
}

/** The delivery row's id, or null when this round already has one for the subscriber. */
const claimRecipient = async (payload: Payload, input: SendJobInput, subscriber: Subscriber) => {
  try {
    const row = await payload.create({
      collection: 'mailing-deliveries',
      data: {
        key: `${input.mailing}:${input.round}:${subscriber.id}`,
        mailing: String(input.mailing),
        round: input.round,
        subscriber: String(subscriber.id),
        email: subscriber.email,
        status: 'pending',
      },
      depth: 0,
    })
    return row.id
  } catch (error) {
    // The unique key: someone (this round before a crash, or a concurrent sender) has this recipient. Any other
    // failure (the database cannot be opened, say) stops the round, which is resumed later.
    if (error instanceof ValidationError) return null
    throw error
  }
}

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
