import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { TREATMENT_CATEGORIES } from '../../src/lib/categories'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectUnauthorized, missingOrGarbageTokens, staffToken } from '../support/staff'

let payload: Payload
let token: string
let staff: Record<string, string>

const unknownIds = ['999999', '0123456789abcdef01234567', 'not-an-id']

const treatment = async (name: string, extra: Record<string, unknown> = {}) => {
  const doc = await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: {
      name,
      description: `${name} beskrivning`,
      category: 'facial',
      price: 500,
      durationMinutes: 45,
      ...extra,
    } as never,
  })
  return doc.id
}

const validService = {
  name: 'Klassisk manikyr',
  description: 'Filning, nagelband och lack.',
  category: 'nails',
  price: 450,
  duration: 45,
  booking_link: 'https://boka.example/manikyr',
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  staff = tokenHeaders(token).bearer
})

describe('GET /api/services', () => {
  it('answers active services in the contract shape; visitors never see hidden ones', async () => {
    const shown = await treatment('Synlig ansiktsbehandling', { bookingLink: 'https://boka.example/a' })
    await payload.update({ collection: 'treatments', id: shown, locale: 'en', data: { name: 'Visible facial' } })
    const hidden = await treatment('Dold behandling', { isActive: false })

    const response = await rest('GET', '/api/services')
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    const item = response.body.data.find((service: { id: unknown }) => service.id === shown)
    expect(item).toEqual({
      id: shown,
      name: 'Synlig ansiktsbehandling',
      description: 'Synlig ansiktsbehandling beskrivning',
      category: 'facial',
      price: 500,
      duration: 45,
      duration_minutes: 45,
      image_url: null,
      image_srcset: null,
      booking_link: 'https://boka.example/a',
      is_active: 1,
    })
    const ids = response.body.data.map((service: { id: unknown }) => service.id)
    expect(ids).not.toContain(hidden)
    const anonymousInactive = await rest('GET', '/api/services?active=false')
    expect(anonymousInactive.body.data.map((service: { id: unknown }) => service.id)).not.toContain(hidden)
  })

  it('staff get hidden services too with ?active=false', async () => {
    const hidden = await treatment('Dold för besökare', { isActive: false })
    const all = await rest('GET', '/api/services?active=false', { headers: staff })
    const item = all.body.data.find((service: { id: unknown }) => service.id === hidden)
    expect(item).toMatchObject({ name: 'Dold för besökare', is_active: 0 })
    const activeOnly = await rest('GET', '/api/services', { headers: staff })
    expect(activeOnly.body.data.map((service: { id: unknown }) => service.id)).not.toContain(hidden)
  })

  it('answers ?lang=en in English, falling back to Swedish per field', async () => {
    const id = await treatment('Pedikyr deluxe')
    await payload.update({ collection: 'treatments', id, locale: 'en', data: { name: 'Pedicure deluxe' } })
    const response = await rest('GET', `/api/services/${id}?lang=en`)
    expect(response.body.data).toMatchObject({ name: 'Pedicure deluxe', description: 'Pedikyr deluxe beskrivning' })
  })
})

describe('GET /api/services/categories/list', () => {
  it('answers every category a service may have', async () => {
    const response = await rest('GET', '/api/services/categories/list')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true, data: [...TREATMENT_CATEGORIES] })
  })
})

describe('GET /api/services/:id', () => {
  it('answers one service', async () => {
    const id = await treatment('Brynplock')
    const response = await rest('GET', `/api/services/${id}`)
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id, name: 'Brynplock', price: 500 })
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    const response = await rest('GET', `/api/services/${id}`)
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ success: false, error: 'Service not found.' })
  })

  it('hides an inactive service from visitors (404) but not from staff', async () => {
    const id = await treatment('Inaktiv', { isActive: false })
    expect((await rest('GET', `/api/services/${id}`)).status).toBe(404)
    expect((await rest('GET', `/api/services/${id}`, { headers: staff })).body.data.is_active).toBe(0)
  })
})

describe('POST /api/services', () => {
  it.each(Object.entries(tokenHeaders('x')).map(([form]) => form))(
    'creates a service (201) with a token sent as %s',
    async (form) => {
      const response = await rest('POST', '/api/services', {
        headers: tokenHeaders(token)[form as 'bearer'],
        body: { ...validService, name: `Manikyr ${form}` },
      })
      expect(response.status).toBe(201)
      expect(response.body.data).toEqual({
        id: expect.anything(),
        ...validService,
        name: `Manikyr ${form}`,
        duration_minutes: 45,
        image_url: null,
        image_srcset: null,
        is_active: 1,
      })
      expect((await rest('GET', `/api/services/${response.body.data.id}`)).body.data.name).toBe(`Manikyr ${form}`)
    },
  )

  it('accepts duration_minutes, string numbers, is_active 0 and English text', async () => {
    const response = await rest('POST', '/api/services?lang=en', {
      headers: staff,
      body: { name: 'Hot stone massage', category: 'massage', price: '900', duration_minutes: '60', is_active: 0 },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      name: 'Hot stone massage',
      price: 900,
      duration: 60,
      duration_minutes: 60,
      is_active: 0,
    })
    // Swedish is the fallback, so it is never left empty.
    expect(
      (await rest('GET', `/api/services/${response.body.data.id}?lang=sv`, { headers: staff })).body.data.name,
    ).toBe('Hot stone massage')
  })

  it('links image_url to the uploaded media item with that address', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { title: 'Bild', category: 'nails', placement: 'services' },
      file: { data: png, mimetype: 'image/png', name: 'service-picture.png', size: png.length },
    })
    const response = await rest('POST', '/api/services', {
      headers: staff,
      body: { ...validService, image_url: media.url },
    })
    expect(response.status).toBe(201)
    expect(response.body.data.image_url).toBe(media.url)
    expect(response.body.data.image_url).toMatch(/^\/api\/media\/file\/service-picture.*\.png$/)
  })

  it.each([
    ['price', { price: -1 }, 'Price must be a number of 0 or more (SEK).'],
    ['price', { price: 'gratis' }, 'Price must be a number of 0 or more (SEK).'],
    ['duration', { duration: 0 }, 'Duration must be a whole number of minutes, at least 1.'],
    ['duration', { duration: undefined }, 'Duration is required (in minutes).'],
    ['category', { category: 'hair' }, `Category must be one of: ${TREATMENT_CATEGORIES.join(', ')}.`],
    [
      'booking_link',
      { booking_link: 'javascript:alert(1)' },
      'The booking link must be a web address starting with http:// or https://',
    ],
    ['name', { name: '  ' }, 'Name is required.'],
  ])('refuses a bad %s with 400 and a clear message', async (field, change, message) => {
    const before = (await payload.count({ collection: 'treatments' })).totalDocs
    const response = await rest('POST', '/api/services', { headers: staff, body: { ...validService, ...change } })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, error: message, errors: { [field]: message } })
    expect((await payload.count({ collection: 'treatments' })).totalDocs).toBe(before)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await rest('POST', '/api/services', { headers, body: validService })
    expectUnauthorized(response, error)
  })
})

describe('PUT /api/services/:id', () => {
  it('changes only the fields sent', async () => {
    const id = await treatment('Ansiktsbad', { bookingLink: 'https://boka.example/bad' })
    const response = await rest('PUT', `/api/services/${id}`, {
      headers: staff,
      body: { price: 650, duration_minutes: 50 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      id,
      name: 'Ansiktsbad',
      price: 650,
      duration: 50,
      booking_link: 'https://boka.example/bad',
    })
  })

  it('writes name and description in the ?lang language and clears a booking link', async () => {
    const id = await treatment('Ögonbrynsform')
    const response = await rest('PUT', `/api/services/${id}?lang=en`, {
      headers: tokenHeaders(token).token,
      body: { name: 'Eyebrow shaping', booking_link: '' },
    })
    expect(response.body.data).toMatchObject({ name: 'Eyebrow shaping', booking_link: null })
    expect((await rest('GET', `/api/services/${id}`)).body.data.name).toBe('Ögonbrynsform')
  })

  it('refuses a negative price with 400', async () => {
    const id = await treatment('Pris')
    const response = await rest('PUT', `/api/services/${id}`, { headers: staff, body: { price: -5 } })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({ price: 'Price must be a number of 0 or more (SEK).' })
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    const response = await rest('PUT', `/api/services/${id}`, { headers: staff, body: { price: 1 } })
    expect(response.status).toBe(404)
    expect(response.body.error).toBe('Service not found.')
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await treatment('Skyddad')
    const response = await rest('PUT', `/api/services/${id}`, { headers, body: { price: 1 } })
    expectUnauthorized(response, error)
    expect((await rest('GET', `/api/services/${id}`)).body.data.price).toBe(500)
  })
})

describe('DELETE /api/services/:id', () => {
  it('deletes a service', async () => {
    const id = await treatment('Borttagen')
    const response = await rest('DELETE', `/api/services/${id}`, { headers: tokenHeaders(token)['x-access-token'] })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true, data: { id } })
    expect((await rest('GET', `/api/services/${id}`, { headers: staff })).status).toBe(404)
  })

  it('refuses (409) while the service has discounts', async () => {
    const id = await treatment('Med rabatt')
    await payload.create({
      collection: 'promotions',
      locale: 'sv',
      data: {
        treatment: id,
        title: 'Rabatt',
        discountPercent: 10,
        startDate: '2026-01-01',
        endDate: '2099-01-01',
      } as never,
    })
    const response = await rest('DELETE', `/api/services/${id}`, { headers: staff })
    expect(response.status).toBe(409)
    expect(response.body.error).toMatch(/discounts/)
    expect((await rest('GET', `/api/services/${id}`)).status).toBe(200)
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('DELETE', `/api/services/${id}`, { headers: staff })).status).toBe(404)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await treatment('Kvar')
    const response = await rest('DELETE', `/api/services/${id}`, { headers })
    expectUnauthorized(response, error)
    expect((await rest('GET', `/api/services/${id}`)).status).toBe(200)
  })
})
