import { salonDay } from '../../src/lib/salonDay'

/**
 * `YYYY-MM-DD` of the salon's day `offset` days from today. Discounts are compared in Stockholm's days, so fixtures
 * dated from UTC's clock would be a day off between 23:00 and midnight UTC (22:00 in summer).
 */
export const salonDayIn = (offset: number): string => salonDay(new Date(Date.now() + offset * 86_400_000))
