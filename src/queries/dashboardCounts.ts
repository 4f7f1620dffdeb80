import type { Payload, TypedUser, Where } from 'payload'

import { startOfDay, startOfNextDay } from '../lib/discounts'
import { publishedAnd, publishedWhere } from '../lib/published'

/** The staff's counts (SPEC §1's dashboard, plus unread messages and active subscribers). */
export type DashboardCounts = {
  services: number
  activePromotions: number
  galleryItems: number
  unreadMessages: number
  activeSubscribers: number
}

/** Promotions running today: active, started by today and ending today or later (calendar days, src/lib/discounts). */
export const runningPromotionsWhere = (now: Date = new Date()): Where => ({
  and: [
    { isActive: { equals: true } },
    { startDate: { less_than: startOfNextDay(now) } },
    { endDate: { greater_than_equal: startOfDay(now) } },
  ],
})

/**
 * Every count as the given staff member may see it (the collections' access rules decide); treatments and
 * promotions as the contract lists them, published ones only.
 */
export const findDashboardCounts = async (
  payload: Payload,
  user: TypedUser | null | undefined,
  now = new Date(),
): Promise<DashboardCounts> => {
  const count = async (collection: 'treatments' | 'promotions' | 'media' | 'messages' | 'subscribers', where?: Where) =>
    (await payload.count({ collection, where, user, overrideAccess: false })).totalDocs
  const [services, activePromotions, galleryItems, unreadMessages, activeSubscribers] = await Promise.all([
    count('treatments', publishedWhere),
    count('promotions', publishedAnd(runningPromotionsWhere(now))),
    count('media', { placement: { equals: 'gallery' } }),
    count('messages', { isRead: { equals: false } }),
    count('subscribers', { isActive: { equals: true } }),
  ])
  return { services, activePromotions, galleryItems, unreadMessages, activeSubscribers }
}
