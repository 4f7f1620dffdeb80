import type { Payload, PayloadRequest, Where } from 'payload'

import { caseVariants } from '../lib/caseVariants'
import type { SubscriberEntry, SubscriberPage, SubscriberStats } from '../lib/contract/subscribers'
import type { SubscriberSort } from '../lib/schemas/subscriberListQuery'
import { isSuppressed, subscriberStatus, type SubscriberStatus } from '../lib/subscriberStatus'
import type { Subscriber } from '../payload-types'

export const toSubscriberEntry = (doc: Subscriber): SubscriberEntry => {
  const status = subscriberStatus(doc)
  return {
    id: doc.id,
    email: doc.email,
    firstName: doc.firstName || null,
    lastName: doc.lastName || null,
    marketingConsent: Boolean(doc.marketingConsent),
    is_active: status === 'confirmed' ? 1 : 0,
    locale: doc.locale === 'en' ? 'en' : 'sv',
    created_at: doc.createdAt,
    status,
    confirmed_at: doc.confirmedAt || null,
    consent: doc.consent?.at
      ? {
          at: doc.consent.at,
          source: doc.consent.source || 'api',
          language: doc.consent.language === 'en' ? 'en' : 'sv',
        }
      : null,
    suppressed: isSuppressed(status)
      ? { at: doc.suppressedAt || doc.updatedAt, reason: doc.suppressionReason || '' }
      : null,
  }
}

/**
 * The subscribers in one state. `isActive` follows the status (collections/hooks/subscriberState.ts), so it also
 * reads records from before double opt-in, which have no status: active ones are confirmed, the others left.
 */
const statusWhere = (status: SubscriberStatus): Where => {
  if (status === 'confirmed') return { isActive: { equals: true } }
  if (status !== 'unsubscribed') return { status: { equals: status } }
  return {
    and: [
      { isActive: { equals: false } },
      { or: [{ status: { equals: 'unsubscribed' } }, { status: { exists: false } }] },
    ],
  }
}

export const findSubscriberByEmail = async (payload: Payload, email: string): Promise<Subscriber | undefined> =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]

/** Unsubscribes the subscriber with this address or unsubscribe token, if there is one; true when found. */
export const unsubscribe = async (payload: Payload, by: { email: string } | { token: string }): Promise<boolean> => {
  const found =
    'email' in by ? await findSubscriberByEmail(payload, by.email) : await findByUnsubscribeToken(payload, by.token)
  if (!found) return false
  // A suppressed address stays so: it is mailed no more either way, and a sign-up must not undo the suppression.
  if (isSuppressed(subscriberStatus(found))) return true
  if (subscriberStatus(found) !== 'unsubscribed' || found.status !== 'unsubscribed')
    await payload.update({ collection: 'subscribers', id: found.id, data: { status: 'unsubscribed' }, depth: 0 })
  return true
}

/** The subscriber an unsubscribe link names (a token of 16–64 characters), if any. */
export const findByUnsubscribeToken = async (payload: Payload, token: string): Promise<Subscriber | undefined> => {
  if (token.length < 16 || token.length > 64) return undefined
  const where: Where = { unsubscribeToken: { equals: token } }
  return (await payload.find({ collection: 'subscribers', where, limit: 1, depth: 0 })).docs[0]
}

export type SubscriberFilter = { status?: SubscriberStatus; search?: string; sort?: SubscriberSort }

/** Each order ends on the id, so a page never shifts between two rows that tie. */
const SORTS: Record<SubscriberSort, string[]> = {
  newest: ['-createdAt', '-id'],
  oldest: ['createdAt', 'id'],
  email: ['email', 'id'],
}

/** `?status=` and `?search=` (part of the e-mail or a name, any letter case) as one query. */
const filterWhere = ({ status, search }: SubscriberFilter): Where | undefined => {
  const parts: Where[] = []
  if (status) parts.push(statusWhere(status))
  if (search)
    parts.push({
      or: caseVariants(search).flatMap((term): Where[] => [
        { email: { contains: term } },
        { firstName: { contains: term } },
        { lastName: { contains: term } },
      ]),
    })
  return parts.length ? { and: parts } : undefined
}

/** One page of subscribers, newest first or in `sort`'s order, optionally filtered (the request's user decides). */
export const findSubscribers = async (
  payload: Payload,
  req: PayloadRequest,
  { page, limit, sort, ...filter }: { page: number; limit: number } & SubscriberFilter,
): Promise<SubscriberPage> => {
  const result = await payload.find({
    collection: 'subscribers',
    where: filterWhere(filter),
    sort: SORTS[sort ?? 'newest'],
    page,
    limit,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return {
    subscribers: result.docs.map(toSubscriberEntry),
    total: result.totalDocs,
    page,
    pages: result.totalPages,
    limit,
  }
}

const EXPORT_PAGE = 500

/** Every subscriber the filter holds, a page at a time (for a streamed export: memory stays flat). */
export async function* allSubscriberPages(
  payload: Payload,
  req: PayloadRequest,
  filter: SubscriberFilter,
): AsyncGenerator<SubscriberEntry[]> {
  for (let page = 1; ; page += 1) {
    const found = await findSubscribers(payload, req, { ...filter, page, limit: EXPORT_PAGE })
    if (found.subscribers.length > 0) yield found.subscribers
    if (page >= found.pages) return
  }
}

/**
 * Counts for the staff's overview: "active" is confirmed (as is_active), "with consent" counts everyone who
 * gave marketing consent (confirming a sign-up gives it), active or not.
 */
export const subscriberStats = async (
  payload: Payload,
  req: PayloadRequest,
  now = new Date(),
): Promise<SubscriberStats> => {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const count = async (where?: Where) =>
    (await payload.count({ collection: 'subscribers', where, req, overrideAccess: false })).totalDocs
  const [total, active, withConsent, newThisMonth, pending, bounced, complained] = await Promise.all([
    count(),
    count(statusWhere('confirmed')),
    count({ marketingConsent: { equals: true } }),
    count({ createdAt: { greater_than_equal: monthStart } }),
    count(statusWhere('pending')),
    count(statusWhere('bounced')),
    count(statusWhere('complained')),
  ])
  return {
    total,
    active,
    inactive: total - active,
    with_consent: withConsent,
    new_this_month: newThisMonth,
    confirmed: active,
    pending,
    bounced,
    complained,
  }
}

/**
 * Who a mailing goes to: confirmed subscribers with marketing consent. Confirming the e-mailed link is the
 * consent (it sets marketingConsent); records from before double opt-in keep the consent they gave then.
 */
export const reachableWhere: Where = {
  and: [statusWhere('confirmed'), { marketingConsent: { equals: true } }],
}
