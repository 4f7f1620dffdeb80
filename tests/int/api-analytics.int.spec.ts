import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectUnauthorized, missingOrGarbageTokens, staffToken } from '../support/staff'

let payload: Payload
let staff: Record<string, string>
let token: string

// Each test calls from its own address, so the per-address limits only bite where a test wants them to.
let address = 0
const from = () => ({ 'x-forwarded-for': `10.1.0.${++address}` })

const today = () => new Date().toISOString().slice(0, 10)
const visitsOf = async (visitorId: string) =>
  (await payload.find({ collection: 'visits', where: { visitorId: { equals: visitorId } } })).docs

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  staff = tokenHeaders(token).bearer
})

describe('POST /api/simple-analytics/track-visitor', () => {
  it('stores one visit per identifier per day; a repeat is a success that adds nothing', async () => {
    const headers = from()
    const first = await rest('POST', '/api/simple-analytics/track-visitor', {
      headers,
      body: { ip_address: 'v-abc123' },
    })
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ success: true, data: { day: today(), counted: true } })
    const again = await rest('POST', '/api/simple-analytics/track-visitor', {
      headers,
      body: { ip_address: 'v-abc123' },
    })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ success: true, data: { day: today(), counted: false } })
    expect(await visitsOf('v-abc123')).toHaveLength(1)
  })

  it('keeps one visit when the same browser reports from several tabs at once', async () => {
    const calls = Array.from({ length: 5 }, () =>
      rest('POST', '/api/simple-analytics/track-visitor', { headers: from(), body: { ip_address: 'v-race' } }),
    )
    const responses = await Promise.all(calls)
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(responses.filter((response) => response.body.data.counted)).toHaveLength(1)
    expect(await visitsOf('v-race')).toHaveLength(1)
  })

  it('without an identifier counts the address once, stored as nothing that leads back to it', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' }
    const before = new Set(
      (await payload.find({ collection: 'visits', pagination: false })).docs.map((doc) => doc.visitorId),
    )
    expect((await rest('POST', '/api/simple-analytics/track-visitor', { headers, body: {} })).body.data.counted).toBe(
      true,
    )
    expect((await rest('POST', '/api/simple-analytics/track-visitor', { headers, body: {} })).body.data.counted).toBe(
      false,
    )
    const stored = (await payload.find({ collection: 'visits', pagination: false })).docs.filter(
      (doc) => !before.has(doc.visitorId),
    )
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain('203.0.113.9')
    // Not the plain hash of the address either: that is reversed by hashing every IPv4 address (a salt is needed).
    const plainHashes = ['sha256', 'sha1', 'md5'].map((algorithm) =>
      createHash(algorithm).update('203.0.113.9').digest('hex'),
    )
    for (const hash of plainHashes) expect(hash).not.toContain(stored[0].visitorId)
  })

  it('an address sent as the identifier is never stored as such', async () => {
    const headers = from()
    for (const address of ['198.51.100.23', '2001:db8::7']) {
      expect(
        (await rest('POST', '/api/simple-analytics/track-visitor', { headers, body: { ip_address: address } })).status,
      ).toBe(200)
      expect(await visitsOf(address)).toHaveLength(0)
    }
    const all = (await payload.find({ collection: 'visits', pagination: false })).docs
    expect(JSON.stringify(all)).not.toMatch(/198\.51\.100\.23|2001:db8::7/)
  })

  it('refuses an over-long identifier with 400', async () => {
    const response = await rest('POST', '/api/simple-analytics/track-visitor', {
      headers: from(),
      body: { ip_address: 'x'.repeat(101) },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({ ip_address: 'ip_address can be at most 100 characters.' })
  })

  it('limits calls per address with 429', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.1' }
    for (let i = 0; i < 30; i++) {
      expect(
        (await rest('POST', '/api/simple-analytics/track-visitor', { headers, body: { ip_address: `flood-${i}` } }))
          .status,
      ).toBe(200)
    }
    const limited = await rest('POST', '/api/simple-analytics/track-visitor', {
      headers,
      body: { ip_address: 'flood-x' },
    })
    expect(limited.status).toBe(429)
    expect(limited.body.success).toBe(false)
    expect(await visitsOf('flood-x')).toHaveLength(0)
  })
})

describe('POST /api/simple-analytics/track-click', () => {
  it('stores the click', async () => {
    const response = await rest('POST', '/api/simple-analytics/track-click', {
      headers: from(),
      body: { element_type: 'service_booking', element_id: 7, element_name: 'Klassisk manikyr' },
    })
    expect(response.status).toBe(201)
    expect(response.body.success).toBe(true)
    const stored = await payload.find({ collection: 'clicks', where: { elementName: { equals: 'Klassisk manikyr' } } })
    expect(stored.docs[0]).toMatchObject({ elementType: 'service_booking', elementId: '7' })
  })

  it('refuses a click without element_type with 400', async () => {
    const response = await rest('POST', '/api/simple-analytics/track-click', {
      headers: from(),
      body: { element_id: 'x' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, error: 'element_type is required.' })
  })

  it('limits calls per address with 429', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.2' }
    for (let i = 0; i < 60; i++) {
      await rest('POST', '/api/simple-analytics/track-click', { headers, body: { element_type: 'flood' } })
    }
    expect(
      (await rest('POST', '/api/simple-analytics/track-click', { headers, body: { element_type: 'flood' } })).status,
    ).toBe(429)
  })
})

describe('GET /api/simple-analytics/daily-stats', () => {
  it('answers visits, unique visitors and clicks grouped by element for a date', async () => {
    for (const visitorId of ['d-1', 'd-2', 'd-3'])
      await payload.create({ collection: 'visits', data: { visitorId, day: '2026-03-14' } })
    await payload.create({ collection: 'visits', data: { visitorId: 'd-1', day: '2026-03-15' } })
    const response = await rest('GET', '/api/simple-analytics/daily-stats?date=2026-03-14', { headers: staff })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      data: { date: '2026-03-14', visits: 3, unique_visitors: 3, total_clicks: 0, clicks: [] },
    })
  })

  it("defaults to today and groups today's clicks, most clicked first", async () => {
    const click = (body: Record<string, unknown>) =>
      rest('POST', '/api/simple-analytics/track-click', { headers: from(), body })
    const before = (await rest('GET', '/api/simple-analytics/daily-stats', { headers: staff })).body.data
    await click({ element_type: 'discount_booking', element_id: 'd9', element_name: 'Vårkampanj' })
    for (let i = 0; i < 3; i++)
      await click({ element_type: 'service_booking', element_id: 's1', element_name: 'Pedikyr' })
    await rest('POST', '/api/simple-analytics/track-visitor', {
      headers: from(),
      body: { ip_address: 'today-visitor' },
    })
    const response = await rest('GET', '/api/simple-analytics/daily-stats', { headers: tokenHeaders(token).token })
    const { data } = response.body
    expect(data.date).toBe(today())
    expect(data.visits).toBe(before.visits + 1)
    expect(data.unique_visitors).toBe(before.unique_visitors + 1)
    expect(data.total_clicks).toBe(before.total_clicks + 4)
    const pedikyr = data.clicks.find((group: { element_id: string }) => group.element_id === 's1')
    expect(pedikyr).toEqual({ element_type: 'service_booking', element_id: 's1', element_name: 'Pedikyr', count: 3 })
    expect(data.clicks.indexOf(pedikyr)).toBeLessThan(
      data.clicks.findIndex((group: { element_id: string }) => group.element_id === 'd9'),
    )
  })

  it.each(['2026-13-01', '2026-02-30', 'yesterday', '14/03/2026'])('refuses the bad date %s with 400', async (date) => {
    const response = await rest('GET', `/api/simple-analytics/daily-stats?date=${encodeURIComponent(date)}`, {
      headers: staff,
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ success: false, error: 'date must be a calendar date in the form YYYY-MM-DD.' })
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await rest('GET', '/api/simple-analytics/daily-stats', { headers })
    expectUnauthorized(response, error)
  })
})

describe('GET /api/simple-analytics/weekly-stats', () => {
  it('answers the seven days ending the date, one entry per day, zeros included', async () => {
    await payload.create({ collection: 'visits', data: { visitorId: 'w-1', day: '2025-06-04' } })
    await payload.create({ collection: 'visits', data: { visitorId: 'w-2', day: '2025-06-04' } })
    await payload.create({ collection: 'visits', data: { visitorId: 'w-1', day: '2025-06-07' } })
    await payload.create({ collection: 'visits', data: { visitorId: 'w-1', day: '2025-06-08' } })
    const response = await rest('GET', '/api/simple-analytics/weekly-stats?date=2025-06-07', { headers: staff })
    expect(response.status).toBe(200)
    const zero = (date: string) => ({ date, visits: 0, unique_visitors: 0, clicks: 0 })
    expect(response.body.data).toEqual([
      zero('2025-06-01'),
      zero('2025-06-02'),
      zero('2025-06-03'),
      { date: '2025-06-04', visits: 2, unique_visitors: 2, clicks: 0 },
      zero('2025-06-05'),
      zero('2025-06-06'),
      { date: '2025-06-07', visits: 1, unique_visitors: 1, clicks: 0 },
    ])
  })

  it("defaults to the week ending today, with today's clicks", async () => {
    await rest('POST', '/api/simple-analytics/track-click', {
      headers: from(),
      body: { element_type: 'service_booking' },
    })
    const response = await rest('GET', '/api/simple-analytics/weekly-stats', {
      headers: tokenHeaders(token)['x-access-token'],
    })
    expect(response.body.data).toHaveLength(7)
    const last = response.body.data[6]
    expect(last.date).toBe(today())
    expect(last.clicks).toBeGreaterThan(0)
    expect(response.body.data[5].date < last.date).toBe(true)
  })

  it('refuses a bad date with 400', async () => {
    expect((await rest('GET', '/api/simple-analytics/weekly-stats?date=2025-6-7', { headers: staff })).status).toBe(400)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await rest('GET', '/api/simple-analytics/weekly-stats', { headers })
    expectUnauthorized(response, error)
  })
})
