import type { Endpoint, PayloadRequest } from 'payload'

import { created, ok } from './http/envelope'
import { readBody } from './http/input'
import { publicRoute, staffRoute } from './http/route'
import { storedVisitorId } from './http/visitorPseudonym'
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

/** `?date=YYYY-MM-DD`, today (UTC) when absent. */
const requestDay = (req: PayloadRequest): string => {
  const date = req.searchParams.get('date')
  if (!date) return dayOf(new Date())
  if (!isCalendarDay(date)) throw badRequest('date must be a calendar date in the form YYYY-MM-DD.')
  return date
}

/** /simple-analytics — one visit per browser per day and booking-button clicks (slugs `visits`, `clicks`; SPEC §7). */
export const analyticsEndpoints: Endpoint[] = [
  publicRoute('post', '/simple-analytics/track-visitor', async (req) => {
    await limitVisits(req)
    const { ip_address } = await readBody(req, trackVisitSchema)
    // The browser's random id; without one, a pseudonym of the address that can't be reversed (visitorPseudonym.ts).
    const day = dayOf(new Date())
    const visitorId = storedVisitorId(ip_address, clientAddress(req), day, await sharedDailySalt(day))
    return ok(await recordVisit(req.payload, visitorId, day))
  }),

  publicRoute('post', '/simple-analytics/track-click', async (req) => {
    await limitClicks(req)
    return created(await recordClick(req.payload, await readBody(req, trackClickSchema)))
  }),

  staffRoute('get', '/simple-analytics/daily-stats', async (req) =>
    ok(await findDailyStats(req.payload, requestDay(req), { req })),
  ),

  staffRoute('get', '/simple-analytics/weekly-stats', async (req) =>
    ok(await findWeeklyStats(req.payload, requestDay(req), { req })),
  ),
]
