import type { Payload, Where } from 'payload'

import type { SendProgress } from '../lib/contract/notifications'
import type { MailingAllLocales } from '../queries/mailings'
import { reachableWhere } from '../queries/subscribers'

const FAILED_LISTED = 100

/** A subscriber id as the delivery rows keep it (text), in the database's own type again. */
const subscriberId = (payload: Payload, stored: string): string | number =>
  payload.db.defaultIDType === 'number' ? Number(stored) : stored

const roundWhere = (mailing: string | number, round: number, status?: string): Where => ({
  mailing: { equals: String(mailing) },
  round: { equals: round },
  ...(status ? { status: { equals: status } } : {}),
})

/**
 * The last subscriber a round claimed: a round goes through subscribers in the order of their ids, so a resumed
 * one goes on after it, and those after it are who the round has still to reach. Null before the first claim.
 */
export const lastClaimedSubscriber = async (
  payload: Payload,
  mailing: string | number,
  round: number,
): Promise<string | number | null> => {
  const { docs } = await payload.find({
    collection: 'mailing-deliveries',
    where: roundWhere(mailing, round),
    sort: '-id',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { subscriber: true },
  })
  return docs[0] ? subscriberId(payload, docs[0].subscriber) : null
}

/** Where the mailing's latest round stands (what the admin's progress bar shows). */
export const sendProgress = async (payload: Payload, mailing: MailingAllLocales): Promise<SendProgress> => {
  const round = mailing.sendRound ?? 0
  const open = round > (mailing.sendRoundDone ?? 0)
  const count = async (where: Where) => (await payload.count({ collection: 'mailing-deliveries', where })).totalDocs
  const unreached = async () => {
    if (!open) return 0
    const after = await lastClaimedSubscriber(payload, mailing.id, round)
    const where = after === null ? reachableWhere : { and: [reachableWhere, { id: { greater_than: after } }] }
    return (await payload.count({ collection: 'subscribers', where })).totalDocs
  }
  const bounced = async (kind: 'bounced' | 'complained') => {
    const { docs } = await payload.find({
      collection: 'mail-bounces',
      where: {
        mailing: { equals: String(mailing.id) },
        kind: kind === 'complained' ? { equals: 'complaint' } : { in: ['hard', 'soft'] },
      },
      select: { subscriber: true },
      pagination: false,
      depth: 0,
    })
    return new Set(docs.map((row) => row.subscriber)).size
  }
  const [claimed, sent, failed, ahead, failedRows, bounces, complaints] = await Promise.all([
    count(roundWhere(mailing.id, round)),
    count(roundWhere(mailing.id, round, 'sent')),
    count(roundWhere(mailing.id, round, 'failed')),
    unreached(),
    payload.find({
      collection: 'mailing-deliveries',
      where: roundWhere(mailing.id, round, 'failed'),
      sort: 'id',
      limit: FAILED_LISTED,
      pagination: false,
      depth: 0,
      select: { email: true },
    }),
    bounced('bounced'),
    bounced('complained'),
  ])
  const total = claimed + ahead
  return {
    round,
    state: round === 0 ? 'none' : open ? 'sending' : 'done',
    total,
    sent,
    failed,
    bounced: bounces,
    complained: complaints,
    remaining: open ? total - sent - failed : 0,
    failed_addresses: failedRows.docs.map((row) => row.email),
  }
}
