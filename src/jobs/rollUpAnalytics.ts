import type { Payload } from 'payload'

import { saveDayCounts } from './rollUpClosedDays'
import { dayOf } from '../lib/discounts'
import { analyticsRetentionDays } from '../lib/retention'
import { inWriteTurn } from '../platform/inWriteTurn'
import { statsFromRaw } from '../queries/analytics'

const DAY_MS = 86_400_000
const CHUNK = 500

export type RollUpCounts = { days: number; visits: number; clicks: number }

/** The first day whose raw rows are kept: days before it are past `analyticsRetentionDays`. */
const firstKeptDay = (now: Date): string => dayOf(new Date(now.getTime() - analyticsRetentionDays * DAY_MS))

const deleteByIds = async (payload: Payload, collection: 'visits' | 'clicks', ids: (string | number)[]) => {
  for (let start = 0; start < ids.length; start += CHUNK) {
    const where = { id: { in: ids.slice(start, start + CHUNK) } }
    // Straight to the adapter: statistics have no hooks, and thousands of rows go at once.
    await inWriteTurn(payload, (req) => payload.db.deleteMany({ collection, where, req }))
  }
}

/**
 * Rolls raw visits and clicks of days past their retention into one `analytics-days` document per day, then
 * deletes those raw rows (only the ones read here, by id). A day that already has its counts keeps them: they
 * were made from the complete day (a run stopped between the two steps leaves raw rows the next run deletes),
 * and the endpoints read a rolled-up day from its counts alone, so nothing counts twice. Running it again
 * changes nothing.
 */
export const rollUpAnalytics = async (payload: Payload, now: Date): Promise<RollUpCounts> => {
  const keptFrom = firstKeptDay(now)
  const [visits, clicks] = await Promise.all([
    payload.find({
      collection: 'visits',
      where: { day: { less_than: keptFrom } },
      select: { visitorId: true, day: true },
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'clicks',
      where: { createdAt: { less_than: `${keptFrom}T00:00:00.000Z` } },
      select: { elementType: true, elementId: true, elementName: true, createdAt: true },
      pagination: false,
      depth: 0,
    }),
  ])
  const days = [...new Set([...visits.docs.map((v) => v.day), ...clicks.docs.map((c) => dayOf(c.createdAt))])].sort()
  if (days.length === 0) return { days: 0, visits: 0, clicks: 0 }

  const existing = await payload.find({
    collection: 'analytics-days',
    where: { day: { in: days } },
    select: { day: true },
    pagination: false,
    depth: 0,
  })
  const done = new Set(existing.docs.map((doc) => doc.day))
  let rolled = 0
  for (const day of days.filter((d) => !done.has(d))) {
    const stats = statsFromRaw(
      day,
      visits.docs.filter((visit) => visit.day === day),
      clicks.docs.filter((click) => dayOf(click.createdAt) === day),
    )
    await saveDayCounts(payload, day, stats)
    rolled += 1
  }
  await deleteByIds(
    payload,
    'visits',
    visits.docs.map((doc) => doc.id),
  )
  await deleteByIds(
    payload,
    'clicks',
    clicks.docs.map((doc) => doc.id),
  )
  return { days: rolled, visits: visits.docs.length, clicks: clicks.docs.length }
}
