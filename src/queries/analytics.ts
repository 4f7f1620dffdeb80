import type { Payload, PayloadRequest } from 'payload'

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

const visitsOn = async (payload: Payload, days: string[], { req }: Read): Promise<RawVisit[]> =>
  (
    await payload.find({
      collection: 'visits',
      where: { day: { in: days } },
      select: { visitorId: true, day: true },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: false,
    })
  ).docs

const clicksBetween = async (payload: Payload, first: string, last: string, { req }: Read): Promise<RawClick[]> =>
  (
    await payload.find({
      collection: 'clicks',
      where: {
        and: [
          { createdAt: { greater_than_equal: startOf(first) } },
          { createdAt: { less_than: startOf(nextDay(last)) } },
        ],
      },
      select: { elementType: true, elementId: true, elementName: true, createdAt: true },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: false,
    })
  ).docs

const rolledUpOn = async (payload: Payload, days: string[], { req }: Read) =>
  (
    await payload.find({
      collection: 'analytics-days',
      where: { day: { in: days } },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: false,
    })
  ).docs

// Most clicked first; ties in a fixed order, so the answer is the same from raw rows and from daily counts.
const byCount = (a: ClickCount, b: ClickCount) =>
  b.count - a.count ||
  a.element_type.localeCompare(b.element_type) ||
  (a.element_id ?? '').localeCompare(b.element_id ?? '') ||
  (a.element_name ?? '').localeCompare(b.element_name ?? '')

/** One day's statistics from its raw visits and clicks (also what the roll-up stores for the day). */
export const statsFromRaw = (date: string, visits: RawVisit[], clicks: RawClick[]): DailyStats => {
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
  return {
    date,
    visits: visits.length,
    unique_visitors: new Set(visits.map((visit) => visit.visitorId)).size,
    total_clicks: clicks.length,
    clicks: [...groups.values()].sort(byCount),
  }
}

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
 * The statistics of each day, oldest first: a day that has been rolled up (every closed day once the roll-up has
 * run, src/jobs/rollUpClosedDays.ts) answers from its daily counts only, and raw rows are read only for the
 * other days (today, and a closed day not rolled up yet), so no day counts twice and a week reads little.
 */
const statsOfDays = async (payload: Payload, days: string[], read: Read): Promise<DailyStats[]> => {
  const counts = new Map((await rolledUpOn(payload, days, read)).map((doc) => [doc.day, doc]))
  const raw = days.filter((date) => !counts.has(date))
  const [visits, clicks]: [RawVisit[], RawClick[]] =
    raw.length === 0
      ? [[], []]
      : await Promise.all([visitsOn(payload, raw, read), clicksBetween(payload, raw[0], raw[raw.length - 1], read)])
  return days.map((date) => {
    const day = counts.get(date)
    if (day) return statsFromCounts(date, day)
    return statsFromRaw(
      date,
      visits.filter((visit) => visit.day === date),
      clicks.filter((click) => dayOf(click.createdAt) === date),
    )
  })
}

/** One day: visits, unique visitors, and clicks grouped by element (most clicked first). */
export const findDailyStats = async (payload: Payload, day: string, read: Read = {}): Promise<DailyStats> =>
  (await statsOfDays(payload, [day], read))[0]

/** The seven days ending `end`, one entry per day, oldest first, zeros included. */
export const findWeeklyStats = async (payload: Payload, end: string, read: Read = {}): Promise<DayTotals[]> =>
  (await statsOfDays(payload, daysEnding(end, 7), read)).map(({ date, visits, unique_visitors, total_clicks }) => ({
    date,
    visits,
    unique_visitors,
    clicks: total_clicks,
  }))
