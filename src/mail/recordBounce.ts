import type { Payload } from 'payload'

import type { BounceKind, BounceSource } from './bounceEvent'
import { recordMetric } from '../lib/observability/metrics.mjs'
import { isSuppressed, subscriberStatus } from '../lib/subscriberStatus'
import type { Subscriber } from '../payload-types'
import { insertNewRows } from '../platform/insertNewRows'
import { findSubscriberByEmail } from '../queries/subscribers'

/** A bounce or complaint as heard: `key` names the event itself, so hearing it again changes nothing. */
export type BounceEvent = {
  key: string
  kind: BounceKind
  email: string
  /** The subscriber, when the sender knows them (at sending, a VERP return path); else found by the address. */
  subscriber?: string | number | null
  /** The mailing it came back from (null: none, a confirmation); undefined: the last one sent to them. */
  mailing?: string | number | null
  reason: string
  source: BounceSource
  at: Date
}

/** Soft bounces that suppress an address: the third, when a week has passed since the first, with no delivery. */
const SOFT_BOUNCES_TO_SUPPRESS = 3
const SOFT_BOUNCE_SPAN_MS = 7 * 24 * 60 * 60 * 1000

export type BounceOutcome = 'recorded' | 'repeated' | 'unknown'

/**
 * Records a bounce or complaint in the subscriber's history and applies it: a complaint makes them `complained`
 * and a hard bounce `bounced` (at once, with the reason and time); a soft bounce is counted, and the third one a
 * week or more after the first makes them `bounced` too. Nothing is mailed to either state again. An event heard
 * before (its key is taken) or for an address nobody holds changes nothing.
 */
export const recordBounce = async (payload: Payload, event: BounceEvent): Promise<BounceOutcome> => {
  const subscriber = await findSubscriber(payload, event)
  if (!subscriber) return 'unknown'
  const mailing = event.mailing === undefined ? await lastMailingTo(payload, subscriber) : event.mailing
  const { ids } = await insertNewRows(payload, 'mail-bounces', [
    {
      key: event.key,
      email: subscriber.email,
      subscriber: String(subscriber.id),
      kind: event.kind,
      reason: event.reason.slice(0, 500),
      source: event.source,
      mailing: mailing == null ? null : String(mailing),
    },
  ])
  if (!ids.has(event.key)) return 'repeated'
  recordMetric((metrics) =>
    event.kind === 'complaint' ? metrics.mailComplaints.inc() : metrics.mailBounces.inc({ kind: event.kind }),
  )
  const data = nextState(subscriber, event)
  if (data) await payload.update({ collection: 'subscribers', id: subscriber.id, data, depth: 0 })
  return 'recorded'
}

/**
 * The mailing a provider's bounce most likely came back from, when it does not say: the last one sent to them
 * (a bounce comes within minutes or days of its mail).
 */
const lastMailingTo = async (payload: Payload, subscriber: Subscriber): Promise<string | null> => {
  const { docs } = await payload.find({
    collection: 'mailing-deliveries',
    where: { subscriber: { equals: String(subscriber.id) }, status: { equals: 'sent' } },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { mailing: true },
  })
  return docs[0]?.mailing ?? null
}

const findSubscriber = async (payload: Payload, event: BounceEvent): Promise<Subscriber | undefined> => {
  if (event.subscriber != null) {
    const found = await payload.find({
      collection: 'subscribers',
      where: { id: { equals: event.subscriber } },
      limit: 1,
      depth: 0,
    })
    if (found.docs[0]) return found.docs[0]
  }
  return findSubscriberByEmail(payload, event.email.trim().toLowerCase())
}

/** The subscriber's fields after the event; null when it changes nothing (a complaint outranks a bounce). */
const nextState = (subscriber: Subscriber, event: BounceEvent): Partial<Subscriber> | null => {
  const status = subscriberStatus(subscriber)
  const suppress = (to: 'bounced' | 'complained', reason: string) => ({
    status: to,
    suppressedAt: event.at.toISOString(),
    suppressionReason: reason.slice(0, 500),
  })
  if (event.kind === 'complaint') return status === 'complained' ? null : suppress('complained', event.reason)
  if (isSuppressed(status)) return null
  if (event.kind === 'hard') return suppress('bounced', event.reason)
  const since = subscriber.softBounceSince ? new Date(subscriber.softBounceSince) : event.at
  const count = (subscriber.softBounceSince ? (subscriber.softBounces ?? 0) : 0) + 1
  if (count >= SOFT_BOUNCES_TO_SUPPRESS && event.at.getTime() - since.getTime() >= SOFT_BOUNCE_SPAN_MS)
    return { ...suppress('bounced', event.reason), softBounces: count }
  return { softBounces: count, softBounceSince: since.toISOString() }
}

/**
 * A delivery ends a run of soft bounces: the subscribers among `ids` who had any start counting afresh (only
 * those are written, so a round's deliveries cost no write each).
 */
export const clearSoftBounces = async (payload: Payload, subscribers: Subscriber[]): Promise<void> => {
  const ids = subscribers.filter((subscriber) => subscriber.softBounceSince).map((subscriber) => subscriber.id)
  if (ids.length === 0) return
  await payload.update({
    collection: 'subscribers',
    where: { id: { in: ids } },
    data: { softBounces: 0, softBounceSince: null },
    depth: 0,
  })
}
