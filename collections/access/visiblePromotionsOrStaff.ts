import type { Access, Where } from 'payload'

import { startOfDay } from '../../src/lib/discounts'

/** Staff see every promotion; visitors only active ones that have not ended (running or upcoming). */
export const visiblePromotionsOrStaff: Access = ({ req }) => (req.user ? true : visiblePromotionsWhere())

/** The query form of the discount visibility rule (src/lib/discounts.ts): shown through the end date's day. */
const visiblePromotionsWhere = (now: Date = new Date()): Where => ({
  and: [{ isActive: { equals: true } }, { endDate: { greater_than_equal: startOfDay(now) } }],
})
