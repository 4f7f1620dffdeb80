import type { Payload, PayloadRequest, Where } from 'payload'

import type { ClickCount, DailyStats, DayTotals } from '../lib/contract/analytics'
import { dayOf } from '../lib/discounts'

/*
 * Visitor statistics. Days are calendar days in UTC, the same days the discount rules use.
 * Writes come from public tracking calls, so they run with the server's rights; reads use the caller's.
 */

const DAY_MS = 86_400_000
const startOf = (day: string) => `${day}T00:00:00.000Z`
const nextDay = (day: string) => dayOf(new Date(Date.parse(startOf(day)) + DAY_MS))

/** The days from `days - 1` days before `end` up to `end`, oldest first. */
const daysEnding = (end: string, days: number): string[] =>
  Array.from({ length: days }, (_, index) => dayOf(new Date(Date.parse(startOf(end)) - (days - 1 - index) * DAY_MS)))

const visitExists = async (payload: Payload, visitorId: string, day: string) =>
  (
    await payload.count({
      collection: 'visits',
      where: { and: [{ visitorId: { equals: visitorId } }, { day: { equals: day } }] },
    })
  ).totalDocs > 0

/**
 * At most one visit per identifier per day: the server checks first, and the database's unique (visitorId, day)
 * index settles a race between two tabs. A repeat is not an error; `counted` says whether this call added one.
 */
export const recordVisit = async (payload: Payload, visitorId: string, day: string = dayOf(new Date())) => {
  if (await visitExists(payload, visitorId, day)) return { day, counted: false }
  try {
    await payload.create({ collection: 'visits', data: { visitorId, day } })
    return { day, counted: true }
  } catch (error) {
    if (await visitExists(payload, visitorId, day)) return { day, counted: false }
    throw error
  }
}

export const recordClick = async (
  payload: Payload,
  click: { element_type: string; element_id: string | null; element_name: string | null },
) => {
  const doc = await payload.create({
    collection: 'clicks',
    data: { elementType: click.element_type, elementId: click.element_id, elementName: click.element_name },
  })
  return { id: doc.id }
}

type Read = { req?: Partial<PayloadRequest> }
type RawVisit = { visitorId: string; day: string }
type RawClick = { elementType: string; elementId?: string | null; elementName?: string | null; createdAt: string }

/** Who reads: the caller's rights, never the server's. */
const readAs = ({ req }: Read) => ({ req, overrideAccess: false })

const clicksBetweenDays = (first: string, last: string): Where => ({
  and: [{ createdAt: { greater_than_equal: startOf(first) } }, { createdAt: { less_than: startOf(nextDay(last)) } }],
})

/**
 * A day's visits, counted by the database. A browser has at most one visit a day (the collection's unique
 * (visitorId, day) index), so the same count is the day's unique visitors: no row needs to be read.
 */
const visitsCountedOn = async (payload: Payload, day: string, read: Read) =>
  (await payload.count({ collection: 'visits', where: { day: { equals: day } }, ...readAs(read) })).totalDocs

const clicksCountedOn = async (payload: Payload, day: string, read: Read) =>
  (await payload.count({ collection: 'clicks', where: clicksBetweenDays(day, day), ...readAs(read) })).totalDocs

const clicksOn = async (payload: Payload, day: string, read: Read): Promise<RawClick[]> =>
  (
    await payload.find({
      collection: 'clicks',
      where: clicksBetweenDays(day, day),
      select: { elementType: true, elementId: true, elementName: true, createdAt: true },
      pagination: false,
      depth: 0,
      ...readAs(read),
    })
  ).docs

const rolledUpOn = async (payload: Payload, days: string[], read: Read) =>
  (
    await payload.find({
      collection: 'analytics-days',
      where: { day: { in: days } },
      pagination: false,
      depth: 0,
      ...readAs(read),
    })
  ).docs

// Most clicked first; ties in a fixed order, so the answer is the same from raw rows and from daily counts.
const byCount = (a: ClickCount, b: ClickCount) =>
  b.count - a.count ||
  a.element_type.localeCompare(b.element_type) ||
  (a.element_id ?? '').localeCompare(b.element_id ?? '') ||
  (a.element_name ?? '').localeCompare(b.element_name ?? '')

/** Clicks grouped by element, most clicked first. */
const clickGroups = (clicks: RawClick[]): ClickCount[] => {
  const groups = new Map<string, ClickCount>()
  for (const click of clicks) {
    const element = {
      element_type: click.elementType,
      element_id: click.elementId ?? null,
      element_name: click.elementName ?? null,
    }
    const key = JSON.stringify(element)
    const group = groups.get(key) ?? { ...element, count: 0 }
    group.count += 1
    groups.set(key, group)
  }
  return [...groups.values()].sort(byCount)
}

/** One day's statistics from its raw visits and clicks (what the roll-up stores for the day). */
export const statsFromRaw = (date: string, visits: RawVisit[], clicks: RawClick[]): DailyStats => ({
  date,
  visits: visits.length,
  unique_visitors: new Set(visits.map((visit) => visit.visitorId)).size,
  total_clicks: clicks.length,
  clicks: clickGroups(clicks),
})

/** A rolled-up day's counts in the answer's shape. */
const statsFromCounts = (date: string, day: { visits: number; uniqueVisitors: number; clicks: unknown }) => {
  const groups = (Array.isArray(day.clicks) ? day.clicks : []) as ClickCount[]
  return {
    date,
    visits: day.visits,
    unique_visitors: day.uniqueVisitors,
    total_clicks: groups.reduce((sum, group) => sum + group.count, 0),
    clicks: [...groups].sort(byCount),
  }
}

/**
 * Each day's counts, oldest first: a day that has been rolled up (every closed day once the roll-up has run,
 * src/jobs/rollUpClosedDays.ts) answers from its daily counts, any other (today, and a closed day not rolled up
 * yet) from the database's own counts of its raw rows, so no day counts twice and a week before its first roll-up
 * reads no rows either.
 */
const totalsOfDays = async (payload: Payload, days: string[], read: Read): Promise<DayTotals[]> => {
  const counts = new Map((await rolledUpOn(payload, days, read)).map((doc) => [doc.day, doc]))
  return Promise.all(
    days.map(async (date) => {
      const day = counts.get(date)
      if (day) {
        const { visits, unique_visitors, total_clicks } = statsFromCounts(date, day)
        return { date, visits, unique_visitors, clicks: total_clicks }
      }
      const [visits, clicks] = await Promise.all([
        visitsCountedOn(payload, date, read),
        clicksCountedOn(payload, date, read),
      ])
      return { date, visits, unique_visitors: visits, clicks }
    }),
  )
}

/** One day: visits, unique visitors, and clicks grouped by element (most clicked first). */
export const findDailyStats = async (payload: Payload, day: string, read: Read = {}): Promise<DailyStats> => {
  const [rolledUp] = await rolledUpOn(payload, [day], read)
  if (rolledUp) return statsFromCounts(day, rolledUp)
  const [visits, clicks] = await Promise.all([visitsCountedOn(payload, day, read), clicksOn(payload, day, read)])
  return { date: day, visits, unique_visitors: visits, total_clicks: clicks.length, clicks: clickGroups(clicks) }
}

/** The seven days ending `end`, one entry per day, oldest first, zeros included. */
export const findWeeklyStats = async (payload: Payload, end: string, read: Read = {}): Promise<DayTotals[]> =>
  totalsOfDays(payload, daysEnding(end, 7), read)
