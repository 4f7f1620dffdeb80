import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findDashboardCounts } from '../../src/queries/dashboardCounts'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'
import { staffToken } from '../support/staff'

/* What Payload's panel enforces beyond the contract's own tests: its rules, its read-only statistics, its counts. */

let payload: Payload
let staff: Record<string, string>
let treatmentId: number | string

const treatment = (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'treatments',
    data: { name: 'Panelmanikyr', category: 'nails', price: 595, durationMinutes: 45, ...data } as never,
  })

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
  treatmentId = (await treatment()).id
})

describe("the panel's fields follow the contract's rules", () => {
  it.each([
    ['a name over 200 characters', { name: 'x'.repeat(201) }],
    ['part of a minute', { durationMinutes: 2.5 }],
    ['a day longer than a day', { durationMinutes: 1441 }],
    ['a price over a million', { price: 1_000_001 }],
    ['a booking link that is not a web address', { bookingLink: 'javascript:alert(1)' }],
  ])('refuses a treatment with %s', async (_label, data) => {
    await expect(treatment(data)).rejects.toThrow()
  })

  it('accepts what the contract accepts', async () => {
    const saved = await treatment({ durationMinutes: 1440, price: 0, bookingLink: 'https://example.se/boka' })
    expect(saved.durationMinutes).toBe(1440)
  })

  it("answers in the panel user's language", async () => {
    const response = await rest('PATCH', `/api/treatments/${treatmentId}`, {
      headers: staff,
      body: { durationMinutes: 2.5 },
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain('Ange ett helt antal minuter')
    const english = await rest('PATCH', `/api/treatments/${treatmentId}`, {
      headers: { ...staff, 'Accept-Language': 'en' },
      body: { durationMinutes: 2.5 },
    })
    expect(JSON.stringify(english.body)).toContain('Enter a whole number of minutes')
  })

  it('refuses a promotion that ends before it starts', async () => {
    await expect(
      payload.create({
        collection: 'promotions',
        data: {
          treatment: treatmentId,
          title: 'Baklänges',
          discountPercent: 10,
          startDate: '2026-11-10',
          endDate: '2026-11-09',
        } as never,
      }),
    ).rejects.toThrow()
  })
})

describe('visits and clicks are statistics: read, never edited', () => {
  it('staff cannot create, change or delete them through REST; tracking still records them', async () => {
    const tracked = await rest('POST', '/api/simple-analytics/track-visitor', { body: { ip_address: 'panel-ro' } })
    expect(tracked.status).toBe(200)
    const visit = (await payload.find({ collection: 'visits', where: { visitorId: { equals: 'panel-ro' } } })).docs[0]
    expect(visit).toBeDefined()
    expect(
      (await rest('PATCH', `/api/visits/${visit.id}`, { headers: staff, body: { day: '2000-01-01' } })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/api/visits/${visit.id}`, { headers: staff })).status).toBe(403)
    expect((await rest('POST', '/api/clicks', { headers: staff, body: { elementType: 'x' } })).status).toBe(403)
    expect((await rest('GET', `/api/visits/${visit.id}`, { headers: staff })).status).toBe(200)
  })
})

describe("the dashboard's counts", () => {
  it('count what staff see: treatments, running promotions, gallery items, unread messages, active subscribers', async () => {
    const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]
    const before = await findDashboardCounts(payload, user)
    await treatment({ isActive: false })
    await payload.create({
      collection: 'promotions',
      data: {
        treatment: treatmentId,
        title: 'Pågår',
        discountPercent: 10,
        startDate: '2020-01-01',
        endDate: '2099-01-01',
      } as never,
    })
    await payload.create({
      collection: 'promotions',
      data: {
        treatment: treatmentId,
        title: 'Kommande',
        discountPercent: 10,
        startDate: '2098-01-01',
        endDate: '2099-01-01',
      } as never,
    })
    await payload.create({
      collection: 'messages',
      data: { firstName: 'Eva', lastName: 'Berg', email: 'eva@example.se', message: 'Har ni tid på fredag?' },
    })
    await payload.create({ collection: 'subscribers', data: { email: 'panel.count@example.se', isActive: true } })
    await payload.create({ collection: 'subscribers', data: { email: 'panel.gone@example.se', isActive: false } })
    const after = await findDashboardCounts(payload, user)
    expect(after).toEqual({
      ...before,
      services: before.services + 1,
      activePromotions: before.activePromotions + 1,
      unreadMessages: before.unreadMessages + 1,
      activeSubscribers: before.activeSubscribers + 1,
    })
  })

  it('are nothing to an anonymous visitor', async () => {
    await expect(findDashboardCounts(payload, null)).rejects.toThrow()
  })
})
