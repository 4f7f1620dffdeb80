import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { salonDay } from '../../src/lib/salonDay'
import { testPayload } from '../support/payload'

let payload: Payload
let treatmentId: number | string

const treatment = (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'treatments',
    data: { name: 'Klassisk manikyr', category: 'nails', price: 595, durationMinutes: 45, ...data } as never,
  })

const promotion = (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'promotions',
    data: {
      treatment: treatmentId,
      title: 'Höstglöd',
      discountPercent: 20,
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-11-30T00:00:00.000Z',
      ...data,
    } as never,
  })

beforeAll(async () => {
  payload = await testPayload()
  treatmentId = (await treatment()).id
})

describe('treatments', () => {
  it('refuses a negative price', async () => {
    await expect(treatment({ price: -1 })).rejects.toThrow(/Pris|price/i)
  })

  it('refuses a booking link that is not a web address', async () => {
    const error = await treatment({ bookingLink: 'javascript:alert(1)' }).catch((caught) => caught)
    expect(error.data.errors).toEqual([
      expect.objectContaining({ path: 'bookingLink', message: expect.stringContaining('http://') }),
    ])
    await expect(treatment({ bookingLink: 'https://boka.example/se' })).resolves.toMatchObject({
      bookingLink: 'https://boka.example/se',
    })
  })

  it('keeps a name per language and falls back to Swedish', async () => {
    const doc = await treatment({ name: 'Ansiktsbehandling', description: 'Lyxig' })
    await payload.update({ collection: 'treatments', id: doc.id, locale: 'en', data: { name: 'Facial' } })
    const en = await payload.findByID({ collection: 'treatments', id: doc.id, locale: 'en' })
    const sv = await payload.findByID({ collection: 'treatments', id: doc.id, locale: 'sv' })
    expect(en.name).toBe('Facial')
    expect(en.description).toBe('Lyxig')
    expect(sv.name).toBe('Ansiktsbehandling')
  })
})

describe('promotions', () => {
  it.each([0, 101, -5])('refuses a discount of %s percent', async (discountPercent) => {
    await expect(promotion({ discountPercent })).rejects.toThrow()
  })

  it('refuses an end date before the start date', async () => {
    const error = await promotion({ startDate: '2026-12-10T00:00:00.000Z', endDate: '2026-12-01T00:00:00.000Z' }).catch(
      (caught) => caught,
    )
    expect(error.data.errors).toEqual([
      expect.objectContaining({ path: 'endDate', message: 'Slutdatum kan inte vara före startdatum' }),
    ])
  })

  it('accepts a one-day promotion', async () => {
    await expect(
      promotion({ startDate: '2026-12-10T00:00:00.000Z', endDate: '2026-12-10T00:00:00.000Z' }),
    ).resolves.toMatchObject({ discountPercent: 20 })
  })
})

describe('subscribers', () => {
  it('stores the e-mail trimmed and lower-case, with an unsubscribe token', async () => {
    const doc = await payload.create({ collection: 'subscribers', data: { email: '  Anna.Berg@Example.SE ' } })
    expect(doc.email).toBe('anna.berg@example.se')
    expect(doc.unsubscribeToken).toMatch(/^[\w-]{20,}$/)
  })

  it('keeps one subscriber per address, whatever its case', async () => {
    await payload.create({ collection: 'subscribers', data: { email: 'lisa@example.se' } })
    await expect(payload.create({ collection: 'subscribers', data: { email: 'LISA@example.se' } })).rejects.toThrow()
    expect(
      (await payload.count({ collection: 'subscribers', where: { email: { equals: 'lisa@example.se' } } })).totalDocs,
    ).toBe(1)
  })

  it('refuses an address that is not an e-mail', async () => {
    await expect(payload.create({ collection: 'subscribers', data: { email: 'not-an-email' } })).rejects.toThrow()
  })
})

describe('visits', () => {
  it('stores one visit per visitor per day', async () => {
    await payload.create({ collection: 'visits', data: { visitorId: 'abc123', day: '2026-11-21' } })
    await expect(
      payload.create({ collection: 'visits', data: { visitorId: 'abc123', day: '2026-11-21' } }),
    ).rejects.toThrow()
    await payload.create({ collection: 'visits', data: { visitorId: 'abc123', day: '2026-11-22' } })
    expect((await payload.count({ collection: 'visits', where: { visitorId: { equals: 'abc123' } } })).totalDocs).toBe(
      2,
    )
  })
})

describe('concurrent writes', () => {
  it('keeps every one of many simultaneous saves', async () => {
    const before = (await payload.count({ collection: 'messages' })).totalDocs
    const saves = Array.from({ length: 12 }, (_, index) =>
      payload.create({
        collection: 'messages',
        data: {
          firstName: 'Samtidig',
          lastName: `Nr ${index}`,
          email: `samtidig${index}@example.se`,
          message: 'Skickad samtidigt med andra.',
        },
      }),
    )
    const results = await Promise.allSettled(saves)
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    expect((await payload.count({ collection: 'messages' })).totalDocs).toBe(before + 12)
    const later = await payload.create({
      collection: 'messages',
      data: { firstName: 'Efteråt', lastName: 'Sist', email: 'sist@example.se', message: 'Sparad efter de samtidiga.' },
    })
    expect((await payload.find({ collection: 'messages', where: { id: { equals: later.id } } })).docs).toHaveLength(1)
  })
})

describe('a promotion whose end date is stored as a bare day', () => {
  it('is visible to visitors through its last day', async () => {
    const today = salonDay()
    const doc = await promotion({ title: 'Sista dagen idag', startDate: '2026-01-01', endDate: today })
    const { docs } = await payload.find({
      collection: 'promotions',
      overrideAccess: false,
      user: null,
      where: { id: { equals: doc.id } },
    })
    expect(docs).toHaveLength(1)
  })
})
