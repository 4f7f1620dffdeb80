import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { salonDayIn as day } from '../../src/lib/salonDay'
import { asVisitor, testPayload } from '../support/payload'
import { rest } from '../support/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const active = await payload.create({
    collection: 'treatments',
    data: { name: 'Synlig', category: 'facial', price: 900, durationMinutes: 60, isActive: true },
  })
  await payload.create({
    collection: 'treatments',
    data: { name: 'Dold', category: 'facial', price: 900, durationMinutes: 60, isActive: false },
  })
  const promotion = (title: string, start: number, end: number, isActive = true) =>
    payload.create({
      collection: 'promotions',
      data: { treatment: active.id, title, discountPercent: 10, startDate: day(start), endDate: day(end), isActive },
    })
  await promotion('Pågår', -2, 5)
  await promotion('Kommande', 3, 9)
  await promotion('Slut', -9, -2)
  await promotion('Avstängd', -2, 5, false)
  await promotion('Sista dagen', -5, 0)
  await payload.create({
    collection: 'messages',
    data: { firstName: 'Ann', lastName: 'Ek', email: 'ann@example.se', message: 'Hej, en fråga om tider.' },
  })
  await payload.create({ collection: 'subscribers', data: { email: 'ann@example.se' } })
})

describe('what an anonymous visitor can read', () => {
  it('only active treatments', async () => {
    const { docs } = await payload.find({ collection: 'treatments', ...asVisitor })
    expect(docs.map((doc) => doc.name)).toEqual(['Synlig'])
  })

  it('only active promotions that have not ended', async () => {
    const { docs } = await payload.find({ collection: 'promotions', ...asVisitor, sort: 'title' })
    expect(docs.map((doc) => doc.title).sort()).toEqual(['Kommande', 'Pågår', 'Sista dagen'])
  })

  it('the settings', async () => {
    await expect(payload.findGlobal({ slug: 'settings', ...asVisitor })).resolves.toBeDefined()
  })

  it.each(['messages', 'subscribers', 'mailings', 'visits', 'clicks', 'users'] as const)(
    'nothing of %s',
    async (collection) => {
      await expect(payload.find({ collection, ...asVisitor })).rejects.toThrow()
      const response = await rest('GET', `/api/${collection}`)
      expect(response.status).toBe(403)
    },
  )
})

describe('what an anonymous visitor can write through Payload REST', () => {
  it.each([
    ['treatments', { name: 'Gratis', category: 'nails', price: 0, durationMinutes: 10 }],
    ['messages', { firstName: 'Eva', lastName: 'Ny', email: 'eva@example.se', message: 'Detta borde inte sparas.' }],
    ['subscribers', { email: 'spam@example.se' }],
    ['visits', { visitorId: 'x', day: '2026-11-21' }],
  ] as const)('cannot create %s', async (collection, body) => {
    const before = await payload.count({ collection })
    const response = await rest('POST', `/api/${collection}`, { body })
    expect(response.status).toBe(403)
    expect((await payload.count({ collection })).totalDocs).toBe(before.totalDocs)
  })

  it('cannot change the settings', async () => {
    const response = await rest('POST', '/api/globals/settings', { body: { site_title: 'Hackad' } })
    expect(response.status).toBe(403)
    const settings = await payload.findGlobal({ slug: 'settings' })
    expect(settings.site_title).not.toBe('Hackad')
  })
})
