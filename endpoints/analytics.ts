import { z } from 'zod'

import { created, ok } from './http/envelope'
import { asSent } from './http/langQuery'
import { type ContractRoute, route } from './http/route'
import { storedVisitorId } from './http/visitorPseudonym'
import { dailyStatsAnswer, idAnswer, visitAnswer, weeklyStatsAnswer } from './openapi/answers'
import { dayOf } from '../src/lib/discounts'
import { isCalendarDay } from '../src/lib/schemas/contractFields'
import { trackClickSchema } from '../src/lib/schemas/trackClick'
import { trackVisitSchema } from '../src/lib/schemas/trackVisit'
import { badRequest } from '../src/platform/apiError'
import { clientAddress } from '../src/platform/clientAddress'
import { rateLimiter } from '../src/platform/rateLimit'
import { sharedDailySalt } from '../src/platform/sharedDailySalt'
import { findDailyStats, findWeeklyStats, recordClick, recordVisit } from '../src/queries/analytics'

// A page load sends one visit and a few clicks; these limits only stop floods.
const limitVisits = rateLimiter('track-visitor', 30, 60 * 1000)
const limitClicks = rateLimiter('track-click', 60, 60 * 1000)

const BAD_DATE = 'date must be a calendar date in the form YYYY-MM-DD.'

/** `?date=YYYY-MM-DD` as sent, refused in the route's own words when it is no calendar day. */
const dateQuery = z.object({
  date: asSent(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('A day as YYYY-MM-DD (UTC); today by default.'),
  ),
})

/** The day asked for, today (UTC) when absent. */
const requestDay = (date: string | undefined): string => {
  if (!date) return dayOf(new Date())
  if (!isCalendarDay(date)) throw badRequest(BAD_DATE)
  return date
}

/** /simple-analytics — one visit per browser per day and booking-button clicks (slugs `visits`, `clicks`; SPEC §7). */
export const analyticsEndpoints: ContractRoute[] = [
  route({
    method: 'post',
    path: '/simple-analytics/track-visitor',
    summary: 'Count a visit',
    description: "One visit per browser a day: `ip_address` is the browser's own random id (an address is never kept).",
    rateLimit: limitVisits,
    body: trackVisitSchema,
    success: { data: visitAnswer, description: 'The day, and whether this call counted a new visit.' },
    handler: async ({ req, body: { ip_address } }) => {
      // The browser's random id; without one, a pseudonym of the address that can't be reversed (visitorPseudonym.ts).
      const day = dayOf(new Date())
      const visitorId = storedVisitorId(ip_address, clientAddress(req), day, await sharedDailySalt(day))
      return ok(await recordVisit(req.payload, visitorId, day))
    },
  }),

  route({
    method: 'post',
    path: '/simple-analytics/track-click',
    summary: 'Count a click on a booking button',
    rateLimit: limitClicks,
    body: trackClickSchema,
    success: { status: 201, data: idAnswer, description: 'Counted.' },
    handler: async ({ req, body }) => created(await recordClick(req.payload, body)),
  }),

  route({
    method: 'get',
    path: '/simple-analytics/daily-stats',
    summary: "A day's visits and clicks",
    staff: true,
    query: dateQuery,
    success: { data: dailyStatsAnswer, description: 'The counts of the day.' },
    errors: { 400: [BAD_DATE] },
    handler: async ({ req, query }) => ok(await findDailyStats(req.payload, requestDay(query.date), { req })),
  }),

  route({
    method: 'get',
    path: '/simple-analytics/weekly-stats',
    summary: 'Seven days of visits and clicks',
    staff: true,
    query: dateQuery,
    success: { data: weeklyStatsAnswer, description: 'The seven days ending on the date, oldest first.' },
    errors: { 400: [BAD_DATE] },
    handler: async ({ req, query }) => ok(await findWeeklyStats(req.payload, requestDay(query.date), { req })),
  }),
]
