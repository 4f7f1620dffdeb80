import { salonDay, salonDayIn } from './salonDay'

/**
 * Discount rules of SPEC §4 and §9, shared by the access rules, the /api contract, the page and the browser.
 * Dates are compared as calendar days, so a discount ending today is still shown today; "today" is the salon's
 * (Stockholm) day, the same boundary at which the page's cache turns over.
 */
export type DiscountDates = { isActive?: boolean | null; startDate: string; endDate: string }
export type DiscountState = 'running' | 'upcoming' | 'ended' | 'inactive'

/** `YYYY-MM-DD` of a date or ISO timestamp. */
export const dayOf = (value: string | Date): string =>
  (typeof value === 'string' ? value : value.toISOString()).slice(0, 10)

export const discountState = (discount: DiscountDates, now: Date = new Date()): DiscountState => {
  if (!discount.isActive) return 'inactive'
  const today = salonDay(now)
  if (dayOf(discount.endDate) < today) return 'ended'
  if (dayOf(discount.startDate) > today) return 'upcoming'
  return 'running'
}

/** A discount is shown when it is active and its end date is not past (running or upcoming). */
export const isDiscountVisible = (discount: DiscountDates, now: Date = new Date()): boolean => {
  const state = discountState(discount, now)
  return state === 'running' || state === 'upcoming'
}

/** Today's (Stockholm) date as the stored midnight timestamp: the earliest end date a visible discount may have. */
export const startOfDay = (now: Date = new Date()): string => `${salonDay(now)}T00:00:00.000Z`

/** The stored midnight of the salon's next day: the end of today for a date query. */
export const startOfNextDay = (now: Date = new Date()): string => `${salonDayIn(1, now)}T00:00:00.000Z`

/** Discounted price: original price (or, without one, the treatment's price) less the percent, rounded. */
export const discountedPrice = (
  percent: number,
  originalPrice: number | null | undefined,
  treatmentPrice: number | null | undefined,
): number | null => {
  const base = originalPrice ?? treatmentPrice
  if (base === null || base === undefined) return null
  return Math.round(base * (1 - percent / 100))
}
