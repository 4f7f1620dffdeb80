import type { Payload } from 'payload'

import { dayOf } from '../lib/discounts'
import { statsFromRaw } from '../queries/analytics'

const DAY_MS = 86_400_000
const startOf = (day: string) => `${day}T00:00:00.000Z`
const dayAfter = (day: string) => dayOf(new Date(Date.parse(startOf(day)) + DAY_MS))

/** One day's raw visits and clicks, as the statistics count them. */
const rawRowsOf = async (payload: Payload, day: string) => {
  const [visits, clicks] = await Promise.all([
    payload.find({
      collection: 'visits',
      where: { day: { equals: day } },
      select: { visitorId: true, day: true },
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'clicks',
      where: {
        and: [
          { createdAt: { greater_than_equal: startOf(day) } },
          { createdAt: { less_than: startOf(dayAfter(day)) } },
        ],
      },
      select: { elementType: true, elementId: true, elementName: true, createdAt: true },
      pagination: false,
      depth: 0,
    }),
  ])
  return { visits: visits.docs, clicks: clicks.docs }
}

/** The day of the oldest raw row, visit or click; null when there are none. */
const oldestRawDay = async (payload: Payload): Promise<string | null> => {
  const oldest = { limit: 1, pagination: false, depth: 0 } as const
  const [visit, click] = await Promise.all([
    payload.find({ collection: 'visits', sort: 'day', select: { day: true }, ...oldest }),
    payload.find({ collection: 'clicks', sort: 'createdAt', select: { createdAt: true }, ...oldest }),
  ])
  const days = [visit.docs[0]?.day, click.docs[0] ? dayOf(click.docs[0].createdAt) : undefined].filter(
    (day): day is string => Boolean(day),
  )
  return days.length > 0 ? days.sort()[0] : null
}

/**
 * Counts every closed day (before today, UTC) that has raw rows and no daily counts yet into its
 * `analytics-days` document, a day's rows at a time, so the statistics read a closed day once and raw rows only
 * for today. The raw rows stay until their retention ends (rollUpAnalytics.ts then deletes them and keeps the
 * counts). No row is written for a day after it closes, so its counts are final; running it again changes nothing.
 */
export const rollUpClosedDays = async (payload: Payload, now: Date): Promise<{ days: number }> => {
  const today = dayOf(now)
  const first = await oldestRawDay(payload)
  if (!first || first >= today) return { days: 0 }
  const days: string[] = []
  for (let day = first; day < today; day = dayAfter(day)) days.push(day)
  const existing = await payload.find({
    collection: 'analytics-days',
    where: { day: { greater_than_equal: first } },
    select: { day: true },
    pagination: false,
    depth: 0,
  })
  const done = new Set(existing.docs.map((doc) => doc.day))
  let rolled = 0
  for (const day of days.filter((d) => !done.has(d))) {
    const { visits, clicks } = await rawRowsOf(payload, day)
    if (visits.length + clicks.length === 0) continue
    await saveDayCounts(payload, day, statsFromRaw(day, visits, clicks))
    rolled += 1
  }
  return { days: rolled }
}

/** Stores a day's counts in the daily statistics' own shape (the daily-stats answer). */
export const saveDayCounts = async (payload: Payload, day: string, stats: ReturnType<typeof statsFromRaw>) => {
  await payload.create({
    collection: 'analytics-days',
    data: { day, visits: stats.visits, uniqueVisitors: stats.unique_visitors, clicks: stats.clicks },
    depth: 0,
  })
}
