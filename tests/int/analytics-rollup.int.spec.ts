import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { rollUpClosedDays } from '../../src/jobs/rollUpClosedDays'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * The statistics read closed days from their daily counts and only today from raw rows: the answers are the same
 * as counted from raw rows, before and after the roll-up.
 */
let payload: Payload
let staff: Record<string, string>

const DAY_MS = 86_400_000
const dayOf = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
const days = [-9, -3, -2, -1, 0].map(dayOf)
const elements = [
  { elementType: 'service_booking', elementId: '7', elementName: 'Klassisk manikyr' },
  { elementType: 'discount_booking', elementId: '3', elementName: null },
  { elementType: 'header_booking', elementId: null, elementName: null },
]

const answers = async () => {
  const daily = []
  for (const date of days)
    daily.push((await rest('GET', `/api/simple-analytics/daily-stats?date=${date}`, { headers: staff })).body)
  const weekly = []
  for (const end of [dayOf(-3), dayOf(0)])
    weekly.push((await rest('GET', `/api/simple-analytics/weekly-stats?date=${end}`, { headers: staff })).body)
  return { daily, weekly }
}

beforeAll(async () => {
  payload = await testPayload()
  staff = tokenHeaders(await staffToken(payload)).bearer
  // Day n: n+2 visits by n+1 visitors (one comes back the next day), clicks at different hours and elements.
  for (const [n, day] of days.entries()) {
    for (let v = 0; v <= n; v++)
      await payload.create({
        collection: 'visits',
        data: { visitorId: `v${v}`, day, createdAt: `${day}T08:00:00.000Z` },
      })
    for (let c = 0; c < n * 3 + 2; c++) {
      const hour = String((c * 5) % 24).padStart(2, '0')
      await payload.create({
        collection: 'clicks',
        data: { ...elements[(c + n) % elements.length], createdAt: `${day}T${hour}:15:00.000Z` },
      })
    }
  }
})

it('answers the same from the daily counts of closed days as from raw rows, and reads today raw', async () => {
  const fromRaw = await answers()
  expect(fromRaw.daily[4].data.visits).toBe(5)
  expect(fromRaw.weekly[1].data.map((day: { clicks: number }) => day.clicks)).toEqual([0, 0, 0, 5, 8, 11, 14])

  // The four closed days with rows are counted once; today is not; the raw rows stay.
  expect(await rollUpClosedDays(payload, new Date())).toEqual({ days: 4 })
  expect((await payload.count({ collection: 'analytics-days' })).totalDocs).toBe(4)
  expect(await answers()).toEqual(fromRaw)
  expect(await rollUpClosedDays(payload, new Date())).toEqual({ days: 0 })

  // A closed day is read from its counts alone: its raw rows no longer matter. Today's still do.
  await payload.delete({ collection: 'visits', where: { day: { equals: days[1] } } })
  await payload.create({ collection: 'clicks', data: { ...elements[0], createdAt: new Date().toISOString() } })
  const after = await answers()
  expect(after.daily.slice(0, 4)).toEqual(fromRaw.daily.slice(0, 4))
  expect(after.daily[4].data.total_clicks).toBe(fromRaw.daily[4].data.total_clicks + 1)
})
