import { z } from 'zod'

import { trackClickSchema } from '../../../src/lib/schemas/trackClick'
import { trackVisitSchema } from '../../../src/lib/schemas/trackVisit'
import type { RouteDoc } from '../../http/route'
import { dailyStatsAnswer, idAnswer, visitAnswer, weeklyStatsAnswer } from '../answers'

const dateQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('A day as YYYY-MM-DD (UTC); today by default.'),
})
const BAD_DATE = 'date must be a calendar date in the form YYYY-MM-DD.'

/** /simple-analytics: visits and booking clicks (endpoints/analytics.ts). */
export const analyticsRoutes: RouteDoc[] = [
  {
    method: 'post',
    path: '/simple-analytics/track-visitor',
    summary: 'Count a visit',
    description: "One visit per browser a day: `ip_address` is the browser's own random id (an address is never kept).",
    body: trackVisitSchema,
    rateLimited: true,
    success: { data: visitAnswer, description: 'The day, and whether this call counted a new visit.' },
  },
  {
    method: 'post',
    path: '/simple-analytics/track-click',
    summary: 'Count a click on a booking button',
    body: trackClickSchema,
    rateLimited: true,
    success: { status: 201, data: idAnswer, description: 'Counted.' },
  },
  {
    method: 'get',
    path: '/simple-analytics/daily-stats',
    summary: "A day's visits and clicks",
    staff: true,
    query: dateQuery,
    success: { data: dailyStatsAnswer, description: 'The counts of the day.' },
    errors: { 400: [BAD_DATE] },
  },
  {
    method: 'get',
    path: '/simple-analytics/weekly-stats',
    summary: 'Seven days of visits and clicks',
    staff: true,
    query: dateQuery,
    success: { data: weeklyStatsAnswer, description: 'The seven days ending on the date, oldest first.' },
    errors: { 400: [BAD_DATE] },
  },
]
