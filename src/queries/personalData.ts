import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import type { PrivacyCounts, PrivacyErase, PrivacyExport, PrivacyRecord } from '../lib/schemas/privacyRequest'

/*
 * Everything held about one e-mail address: the subscription (with its consent fields), the contact messages,
 * the record of each mailing sent to it (`mailing-deliveries`) and each bounce or complaint (`mail-bounces`). Reads run with the staff member's rights.
 */

// Secrets that are about the link, not the person (the one-click unsubscribe token and the like).
const withoutSecrets = (doc: object): PrivacyRecord =>
  Object.fromEntries(Object.entries(doc).filter(([field]) => !/token/i.test(field)))

const byEmail = (email: string) => ({ email: { equals: email } })

const heldAbout = async (req: PayloadRequest, email: string) => {
  const read = { req, overrideAccess: false, depth: 0, pagination: false } as const
  const [subscribers, messages] = await Promise.all([
    req.payload.find({ collection: 'subscribers', where: byEmail(email), ...read }),
    req.payload.find({ collection: 'messages', where: byEmail(email), sort: 'createdAt', ...read }),
  ])
  const subscriberIds = subscribers.docs.map((doc) => String(doc.id))
  // A delivery names its recipient by address and by subscriber id; either one makes it theirs.
  const theirs = subscriberIds.length ? { or: [byEmail(email), { subscriber: { in: subscriberIds } }] } : byEmail(email)
  const [deliveries, bounces] = await Promise.all([
    req.payload.find({ collection: 'mailing-deliveries', where: theirs, sort: 'createdAt', ...read }),
    req.payload.find({ collection: 'mail-bounces', where: theirs, sort: 'createdAt', ...read }),
  ])
  return {
    subscribers: subscribers.docs,
    messages: messages.docs,
    deliveries: deliveries.docs,
    bounces: bounces.docs,
  }
}

const countsOf = (held: Awaited<ReturnType<typeof heldAbout>>): PrivacyCounts => ({
  subscribers: held.subscribers.length,
  contact_messages: held.messages.length,
  mailings: held.deliveries.length,
  bounces: held.bounces.length,
})

/** The export of one address: its records as stored, each mailing with its subject in both languages. */
export const exportPersonalData = async (
  req: PayloadRequest,
  email: string,
  now = new Date(),
): Promise<PrivacyExport> => {
  const held = await heldAbout(req, email)
  const mailingIds = [...new Set(held.deliveries.map((delivery) => delivery.mailing))]
  const mailings = mailingIds.length
    ? (
        await req.payload.find({
          collection: 'mailings',
          where: { id: { in: mailingIds } },
          select: { subject: true, sentAt: true },
          locale: 'all',
          depth: 0,
          pagination: false,
          req,
          overrideAccess: false,
        })
      ).docs
    : []
  const subjects = new Map(mailings.map((mailing) => [String(mailing.id), mailing.subject as unknown]))
  return {
    email,
    exported_at: now.toISOString(),
    counts: countsOf(held),
    subscriber: held.subscribers[0] ? withoutSecrets(held.subscribers[0]) : null,
    contact_messages: held.messages.map(withoutSecrets),
    mailings: held.deliveries.map((delivery) => ({
      mailing: delivery.mailing,
      subject: subjects.get(String(delivery.mailing)) ?? null,
      round: delivery.round,
      status: delivery.status,
      sent_at: delivery.createdAt,
    })),
    bounces: held.bounces.map((bounce) => ({
      kind: bounce.kind,
      reason: bounce.reason ?? null,
      source: bounce.source,
      mailing: bounce.mailing ?? null,
      at: bounce.createdAt,
    })),
  }
}

/**
 * Deletes everything held about one address in one step (one transaction where the engine has them) and
 * answers how many records of each kind went. Delivery records are written only by the send, so their
 * removal here runs with the server's rights.
 */
export const erasePersonalData = async (req: PayloadRequest, email: string): Promise<PrivacyErase> => {
  const held = await heldAbout(req, email)
  const ownsTransaction = await initTransaction(req)
  try {
    const ids = (docs: { id: string | number }[]) => ({ id: { in: docs.map((doc) => doc.id) } })
    if (held.deliveries.length)
      await req.payload.delete({
        collection: 'mailing-deliveries',
        where: ids(held.deliveries),
        req,
        overrideAccess: true,
      })
    if (held.bounces.length)
      await req.payload.delete({ collection: 'mail-bounces', where: ids(held.bounces), req, overrideAccess: false })
    if (held.messages.length)
      await req.payload.delete({ collection: 'messages', where: ids(held.messages), req, overrideAccess: false })
    if (held.subscribers.length)
      await req.payload.delete({ collection: 'subscribers', where: ids(held.subscribers), req, overrideAccess: false })
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
  return { email, erased: countsOf(held) }
}
