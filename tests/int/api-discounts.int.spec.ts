import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { salonDayIn as day } from '../../src/lib/salonDay'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectUnauthorized, missingOrGarbageTokens, staffToken } from '../support/staff'

let payload: Payload
let token: string
let staff: Record<string, string>
let serviceId: string | number
let hiddenServiceId: string | number

const unknownIds = ['999999', '0123456789abcdef01234567', 'not-an-id']

/** Midnight UTC of a day, as the admin panel and the API write dates (SQLite keeps a bare day as text). */
const at = (calendarDay: string) => `${calendarDay}T00:00:00.000Z`

const promotion = async (title: string, extra: Record<string, unknown> = {}) => {
  const doc = await payload.create({
    collection: 'promotions',
    locale: 'sv',
    data: {
      treatment: serviceId,
      title,
      discountPercent: 15,
      startDate: at(day(-3)),
      endDate: at(day(10)),
      ...extra,
    } as never,
  })
  return doc.id
}

const ids = (body: { data: { id: unknown }[] }) => body.data.map((discount) => discount.id)

const validDiscount = () => ({
  service_id: serviceId,
  title_sv: 'Vårkampanj',
  title_en: 'Spring offer',
  description_sv: 'Boka två behandlingar',
  description_en: 'Book two treatments',
  discount_percent: 20,
  original_price: 1000,
  start_date: day(0),
  end_date: day(30),
  is_active: 1,
  booking_link: 'https://boka.example/var',
})

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  staff = tokenHeaders(token).bearer
  const service = await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: { name: 'Ansiktsbehandling', category: 'facial', price: 499, durationMinutes: 60 },
  })
  await payload.update({ collection: 'treatments', id: service.id, locale: 'en', data: { name: 'Facial' } })
  serviceId = service.id
  const hidden = await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: { name: 'Dold', category: 'nails', price: 300, durationMinutes: 30, isActive: false },
  })
  hiddenServiceId = hidden.id
})

describe('GET /api/discounts', () => {
  it('shows visitors running and upcoming discounts only; staff see all', async () => {
    const running = await promotion('Pågående')
    const upcoming = await promotion('Kommande', { startDate: at(day(5)), endDate: at(day(20)) })
    const endsToday = await promotion('Slutar idag', { startDate: at(day(-5)), endDate: at(day(0)) })
    const ended = await promotion('Slut', { startDate: at(day(-20)), endDate: at(day(-1)) })
    const inactive = await promotion('Avstängd', { isActive: false })
    const onHidden = await promotion('Dold tjänst', { treatment: hiddenServiceId })

    const visitor = await rest('GET', '/api/discounts')
    expect(visitor.status).toBe(200)
    expect(ids(visitor.body)).toEqual(expect.arrayContaining([running, upcoming, endsToday]))
    for (const id of [ended, inactive, onHidden]) expect(ids(visitor.body)).not.toContain(id)

    const all = await rest('GET', '/api/discounts', { headers: tokenHeaders(token)['x-access-token'] })
    expect(ids(all.body)).toEqual(expect.arrayContaining([running, upcoming, endsToday, ended, inactive, onHidden]))
  })

  it('answers the contract shape with both languages and the rounded discounted price', async () => {
    const id = await promotion('Höstrabatt', { description: 'Beskrivning', bookingLink: 'https://boka.example/host' })
    await payload.update({ collection: 'promotions', id, locale: 'en', data: { title: 'Autumn discount' } })
    const response = await rest('GET', '/api/discounts')
    expect(response.body.data.find((discount: { id: unknown }) => discount.id === id)).toEqual({
      id,
      service_id: serviceId,
      title_sv: 'Höstrabatt',
      title_en: 'Autumn discount',
      description_sv: 'Beskrivning',
      description_en: null,
      discount_percent: 15,
      original_price: null,
      start_date: day(-3),
      end_date: day(10),
      is_active: 1,
      booking_link: 'https://boka.example/host',
      service_name: 'Ansiktsbehandling',
      category: 'facial',
      // 499 less 15 % = 424.15, rounded (SPEC §9)
      discounted_price: 424,
    })
  })

  it('uses the original price when there is one, and ?lang=en for the service name', async () => {
    const id = await promotion('Med ordinarie pris', { discountPercent: 33, originalPrice: 999 })
    const response = await rest('GET', `/api/discounts/${id}?lang=en`)
    expect(response.body.data).toMatchObject({ original_price: 999, discounted_price: 669, service_name: 'Facial' })
  })
})

describe('GET /api/discounts/:id', () => {
  it('answers an ended discount to staff only', async () => {
    const id = await promotion('Gammal', { startDate: at(day(-30)), endDate: at(day(-2)) })
    const visitor = await rest('GET', `/api/discounts/${id}`)
    expect(visitor.status).toBe(404)
    expect(visitor.body).toEqual({ success: false, error: 'Discount not found.' })
    expect((await rest('GET', `/api/discounts/${id}`, { headers: staff })).body.data).toMatchObject({
      id,
      title_sv: 'Gammal',
    })
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('GET', `/api/discounts/${id}`, { headers: staff })).status).toBe(404)
  })
})

describe('POST /api/discounts', () => {
  it.each(['bearer', 'x-access-token', 'token'] as const)(
    'creates a discount (201) with a token sent as %s',
    async (form) => {
      const body = validDiscount()
      const response = await rest('POST', '/api/discounts', { headers: tokenHeaders(token)[form], body })
      expect(response.status).toBe(201)
      expect(response.body.data).toEqual({
        ...body,
        id: expect.anything(),
        service_name: 'Ansiktsbehandling',
        category: 'facial',
        discounted_price: 800,
      })
      expect((await rest('GET', `/api/discounts/${response.body.data.id}`)).status).toBe(200)
    },
  )

  it('a discount created to end today is still shown to visitors today', async () => {
    const created = await rest('POST', '/api/discounts', {
      headers: staff,
      body: { ...validDiscount(), start_date: day(-2), end_date: day(0) },
    })
    expect(created.status).toBe(201)
    expect(ids((await rest('GET', '/api/discounts')).body)).toContain(created.body.data.id)
  })

  it.each([
    ['discount_percent', { discount_percent: 0 }, 'Discount percent must be a number from 1 to 100.'],
    ['discount_percent', { discount_percent: 101 }, 'Discount percent must be a number from 1 to 100.'],
    ['end_date', { start_date: day(5), end_date: day(4) }, 'The end date cannot be before the start date.'],
    ['start_date', { start_date: '2026-02-30' }, 'Start date must be a date (YYYY-MM-DD).'],
    ['title_sv', { title_sv: '' }, 'The Swedish title (title_sv) is required.'],
    ['service_id', { service_id: undefined }, 'Choose the service (service_id) the discount applies to.'],
    [
      'booking_link',
      { booking_link: 'ftp://boka.example' },
      'The booking link must be a web address starting with http:// or https://',
    ],
  ])('refuses a bad %s with 400 and a clear message', async (field, change, message) => {
    const before = (await payload.count({ collection: 'promotions' })).totalDocs
    const response = await rest('POST', '/api/discounts', { headers: staff, body: { ...validDiscount(), ...change } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, error: message, errors: { [field]: message } })
    expect((await payload.count({ collection: 'promotions' })).totalDocs).toBe(before)
  })

  it.each(unknownIds)('refuses a service that does not exist (%s) with 400', async (id) => {
    const response = await rest('POST', '/api/discounts', {
      headers: staff,
      body: { ...validDiscount(), service_id: id },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      error: 'The chosen service does not exist.',
      errors: { service_id: 'The chosen service does not exist.' },
    })
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await rest('POST', '/api/discounts', { headers, body: validDiscount() })
    expectUnauthorized(response, error)
  })
})

describe('PUT /api/discounts/:id', () => {
  it('changes only the fields sent, per language', async () => {
    const id = await promotion('Ändras')
    const response = await rest('PUT', `/api/discounts/${id}`, {
      headers: staff,
      body: { discount_percent: 50, title_en: 'Changed', original_price: '800' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      title_sv: 'Ändras',
      title_en: 'Changed',
      discount_percent: 50,
      discounted_price: 400,
    })
  })

  it('refuses an end date before the stored start date', async () => {
    const id = await promotion('Datum', { startDate: at(day(2)), endDate: at(day(9)) })
    const response = await rest('PUT', `/api/discounts/${id}`, { headers: staff, body: { end_date: day(1) } })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({ end_date: 'The end date cannot be before the start date.' })
    expect((await rest('GET', `/api/discounts/${id}`, { headers: staff })).body.data.end_date).toBe(day(9))
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('PUT', `/api/discounts/${id}`, { headers: staff, body: { discount_percent: 5 } })).status).toBe(
      404,
    )
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await promotion('Skyddad')
    const response = await rest('PUT', `/api/discounts/${id}`, { headers, body: { discount_percent: 90 } })
    expectUnauthorized(response, error)
  })
})

describe('PATCH /api/discounts/:id/toggle', () => {
  it('flips active and inactive and answers the new state', async () => {
    const id = await promotion('Växla')
    const off = await rest('PATCH', `/api/discounts/${id}/toggle`, { headers: staff })
    expect(off.status).toBe(200)
    expect(off.body.data).toMatchObject({ id, is_active: 0 })
    expect(ids((await rest('GET', '/api/discounts')).body)).not.toContain(id)
    const on = await rest('PATCH', `/api/discounts/${id}/toggle`, { headers: tokenHeaders(token).token })
    expect(on.body.data).toMatchObject({ id, is_active: 1 })
    expect(ids((await rest('GET', '/api/discounts')).body)).toContain(id)
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('PATCH', `/api/discounts/${id}/toggle`, { headers: staff })).status).toBe(404)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await promotion('Låst')
    const response = await rest('PATCH', `/api/discounts/${id}/toggle`, { headers })
    expectUnauthorized(response, error)
  })
})

describe('DELETE /api/discounts/:id', () => {
  it('deletes a discount', async () => {
    const id = await promotion('Bort')
    const response = await rest('DELETE', `/api/discounts/${id}`, { headers: staff })
    expect(response.body).toEqual({ success: true, data: { id } })
    expect((await rest('GET', `/api/discounts/${id}`, { headers: staff })).status).toBe(404)
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('DELETE', `/api/discounts/${id}`, { headers: staff })).status).toBe(404)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await promotion('Kvar')
    const response = await rest('DELETE', `/api/discounts/${id}`, { headers })
    expectUnauthorized(response, error)
  })
})
