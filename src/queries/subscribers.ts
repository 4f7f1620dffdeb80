import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '../lib/locales'
import type { Subscriber } from '../payload-types'

/**
 * A subscriber as the /api contract answers it: SPEC §3's names (email, firstName, lastName,
 * marketingConsent) plus id, is_active (1/0), locale and created_at. The unsubscribe token is never answered.
 */
export type SubscriberEntry = {
  id: Subscriber['id']
  email: string
  firstName: string | null
  lastName: string | null
  marketingConsent: boolean
  is_active: 0 | 1
  locale: Locale
  created_at: string
}

export const toSubscriberEntry = (doc: Subscriber): SubscriberEntry => ({
  id: doc.id,
  email: doc.email,
  firstName: doc.firstName || null,
  lastName: doc.lastName || null,
  marketingConsent: Boolean(doc.marketingConsent),
  is_active: doc.isActive ? 1 : 0,
  locale: doc.locale === 'en' ? 'en' : 'sv',
  created_at: doc.createdAt,
})

export type SignUp = {
  email: string
  firstName?: string | null
  lastName?: string | null
  marketingConsent?: boolean | null
  locale?: Locale | null
}

const findByEmail = async (payload: Payload, email: string): Promise<Subscriber | undefined> =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]

/**
 * Subscribes an address (already trimmed and lower-cased): a new subscriber, or the existing one made active
 * again with the newly given details. Signing up twice therefore keeps one subscriber.
 */
export const subscribe = async (payload: Payload, signUp: SignUp): Promise<Subscriber> => {
  const data = {
    email: signUp.email,
    isActive: true,
    ...(signUp.firstName ? { firstName: signUp.firstName } : {}),
    ...(signUp.lastName ? { lastName: signUp.lastName } : {}),
    ...(typeof signUp.marketingConsent === 'boolean' ? { marketingConsent: signUp.marketingConsent } : {}),
    ...(signUp.locale ? { locale: signUp.locale } : {}),
  }
  const existing = await findByEmail(payload, signUp.email)
  if (existing) return payload.update({ collection: 'subscribers', id: existing.id, data, depth: 0 })
  try {
    return await payload.create({ collection: 'subscribers', data, depth: 0 })
  } catch (error) {
    // Two sign-ups of one address at once: the unique index let one in; the other updates it.
    const winner = await findByEmail(payload, signUp.email)
    if (!winner) throw error
    return payload.update({ collection: 'subscribers', id: winner.id, data, depth: 0 })
  }
}

/** Deactivates the subscriber with this address or unsubscribe token, if there is one; true when found. */
export const unsubscribe = async (payload: Payload, by: { email: string } | { token: string }): Promise<boolean> => {
  const where: Where = 'email' in by ? { email: { equals: by.email } } : { unsubscribeToken: { equals: by.token } }
  const found = (await payload.find({ collection: 'subscribers', where, limit: 1, depth: 0 })).docs[0]
  if (!found) return false
  if (found.isActive)
    await payload.update({ collection: 'subscribers', id: found.id, data: { isActive: false }, depth: 0 })
  return true
}

export type SubscriberPage = {
  subscribers: SubscriberEntry[]
  total: number
  page: number
  pages: number
  limit: number
}

/** One page of subscribers, newest first (staff only: the request's user decides). */
export const findSubscribers = async (
  payload: Payload,
  req: PayloadRequest,
  { page, limit }: { page: number; limit: number },
): Promise<SubscriberPage> => {
  const result = await payload.find({
    collection: 'subscribers',
    sort: ['-createdAt', '-id'],
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

export type SubscriberStats = {
  total: number
  active: number
  inactive: number
  with_consent: number
  new_this_month: number
}

/** Counts for the staff's overview ("with consent": gave marketing consent, active or not). */
export const subscriberStats = async (
  payload: Payload,
  req: PayloadRequest,
  now = new Date(),
): Promise<SubscriberStats> => {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString()
  const count = async (where?: Where) =>
    (await payload.count({ collection: 'subscribers', where, req, overrideAccess: false })).totalDocs
  const [total, active, withConsent, newThisMonth] = await Promise.all([
    count(),
    count({ isActive: { equals: true } }),
    count({ marketingConsent: { equals: true } }),
    count({ createdAt: { greater_than_equal: monthStart } }),
  ])
  return { total, active, inactive: total - active, with_consent: withConsent, new_this_month: newThisMonth }
}

/** Who a mailing goes to: active subscribers who gave marketing consent. */
export const reachableWhere: Where = {
  and: [{ isActive: { equals: true } }, { marketingConsent: { equals: true } }],
}
