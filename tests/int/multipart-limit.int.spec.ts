import fs from 'node:fs'
import path from 'node:path'
import { Forbidden, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { usersUpdate } from '../../collections/endpoints/usersUpdate'
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_MB, MULTIPART_LIMITS } from '../../src/lib/uploadLimits'
import { multipartBytes, multipartStream, sendBody } from '../support/multipart'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Issue 28, finding 1: a multipart body was read whole before anything was checked. Now who sends it and where
 * decide first: an upload only on the routes that take one, only from staff, at most the upload limit and a
 * megabyte; the panel's multipart saves and login forms within the JSON limits; everything else refused unread.
 */
let payload: Payload
let staff: Record<string, string>
let treatmentId: number | string

const jpeg = () => new Uint8Array(fs.readFileSync(path.resolve('src/seed/media', 'gallery-nails.jpg')))
const image = (name = 'x.jpg') => ({ name: 'file', filename: name, type: 'image/jpeg', data: jpeg() })
/** What a stream delivers before the first pull is answered: nothing beyond the stream's own first chunk. */
const UNREAD = 64 * 1024

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
  treatmentId = (
    await payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { name: 'Manikyr', category: 'facial', price: 400, durationMinutes: 30 } as never,
    })
  ).id
})

describe('an anonymous multipart body', () => {
  it.each([
    ['PATCH', '/api/users/1'],
    ['POST', '/api/media'],
    ['POST', '/api/gallery'],
    ['POST', '/api/contact/submit'],
    ['POST', '/api/newsletter/subscribe'],
    ['POST', '/api/treatments'],
    ['PUT', '/api/settings'],
    ['POST', '/api/globals/settings'],
  ] as const)('to %s %s is refused at once, its endless body unread', async (method, route) => {
    const body = multipartStream([{ name: '_payload', value: '{}' }], { endless: true })
    const response = await sendBody(method, route, body.stream, { 'x-forwarded-for': '203.0.113.7' })
    expect([401, 413, 415]).toContain(response.status)
    expect(response.body).toEqual({ success: false, error: expect.any(String) })
    expect(body.pulled()).toBeLessThanOrEqual(UNREAD)
  })

  it('with a garbage token is refused as anonymous, unread', async () => {
    for (const headers of [
      { Authorization: 'Bearer garbage' },
      { 'x-access-token': 'garbage' },
      { token: 'garbage' },
    ] as Record<string, string>[]) {
      const body = multipartStream([], { endless: true })
      const response = await sendBody('POST', '/api/media', body.stream, headers)
      expect(response.status).toBe(401)
      expect(response.body).toEqual({ success: false, error: 'Invalid or expired token. Please log in again.' })
      expect(body.pulled()).toBeLessThanOrEqual(UNREAD)
    }
  })

  it("is still the panel's login form, within the visitor's limit", async () => {
    const password = process.env.ADMIN_PASSWORD!
    const form = multipartBytes([{ name: '_payload', value: JSON.stringify({ username: 'admin', password }) }])
    const login = await sendBody('POST', '/api/users/login', form, { 'x-forwarded-for': '203.0.113.8' })
    expect(login.status).toBe(200)
    expect(login.body.token).toEqual(expect.any(String))

    const big = multipartStream([{ name: '_payload', value: '{}' }], { endless: true })
    const refused = await sendBody('POST', '/api/users/login', big.stream, { 'x-forwarded-for': '203.0.113.9' })
    expect(refused.status).toBe(413)
    expect(big.pulled()).toBeLessThanOrEqual(64 * 1024 * 3)
  })
})

describe("staff's multipart bodies", () => {
  it('are refused on a contract route that takes JSON', async () => {
    const body = multipartStream([{ name: 'settings', value: '[]' }], { endless: true })
    const response = await sendBody('PUT', '/api/settings', body.stream, staff)
    expect(response.status).toBe(415)
    expect(response.body).toEqual({ success: false, error: expect.stringContaining('JSON') })
    expect(body.pulled()).toBeLessThanOrEqual(UNREAD)
  })

  it('upload one file through the contract and through REST', async () => {
    const contract = await sendBody(
      'POST',
      '/api/gallery',
      multipartBytes([{ name: 'title', value: 'Ett' }, image()]),
      staff,
    )
    expect(contract.status).toBe(201)
    const restUpload = await sendBody(
      'POST',
      '/api/media',
      multipartBytes([{ name: '_payload', value: JSON.stringify({ title: 'Två' }) }, image('y.jpg')]),
      staff,
    )
    expect(restUpload.status).toBe(201)
  })

  it('save a document from the panel (multipart `_payload`) on a route without files', async () => {
    const form = multipartBytes([{ name: '_payload', value: JSON.stringify({ name: 'Pedikyr' }) }])
    const saved = await sendBody('PATCH', `/api/treatments/${treatmentId}`, form, staff)
    expect(saved.status).toBe(200)
    const big = multipartStream([{ name: '_payload', value: '{}' }], { endless: true })
    const refused = await sendBody('PATCH', `/api/treatments/${treatmentId}`, big.stream, staff)
    expect(refused.status).toBe(413)
    expect(big.pulled()).toBeLessThan(1024 * 1024 + 3 * 64 * 1024)
  })

  it('over the upload limit are refused from Content-Length unread, or where they pass it', async () => {
    for (const route of ['/api/gallery', '/api/media']) {
      const declared = multipartStream([], { endless: true })
      const response = await sendBody('POST', route, declared.stream, {
        ...staff,
        'content-length': String(300 * 1024 * 1024),
      })
      expect(response.status).toBe(413)
      expect(response.body).toEqual({ success: false, error: `The file is too large (maximum ${MAX_UPLOAD_MB} MB).` })
      expect(declared.pulled()).toBeLessThanOrEqual(UNREAD)

      const streamed = multipartStream([{ name: 'title', value: 'Stor' }], { endless: true })
      const cut = await sendBody('POST', route, streamed.stream, staff)
      expect(cut.status, route).toBe(413)
      expect(streamed.pulled(), route).toBeLessThan(MAX_UPLOAD_BODY_BYTES + 3 * 64 * 1024)
    }
  })

  it('with a second file are refused (413), through the contract and REST alike', async () => {
    for (const route of ['/api/gallery', '/api/media']) {
      const form = multipartBytes([
        { name: '_payload', value: JSON.stringify({ title: 'Två filer' }) },
        image('a.jpg'),
        { ...image('b.jpg'), name: 'other' },
      ])
      const response = await sendBody('POST', route, form, staff)
      expect(response.status, route).toBe(413)
    }
    expect((await payload.count({ collection: 'media', where: { title: { equals: 'Två filer' } } })).totalDocs).toBe(0)
  })

  it('cut short or without a boundary are a 400 that names the fault, through the contract and REST alike', async () => {
    const whole = multipartBytes([{ name: '_payload', value: JSON.stringify({ title: 'Avbruten' }) }, image('c.jpg')])
    const cutShort = whole.slice(0, whole.length - 40)
    for (const route of ['/api/gallery', '/api/media']) {
      for (const [body, headers] of [
        [cutShort, staff],
        [whole, { ...staff, 'content-type': 'multipart/form-data' }],
      ] as const) {
        const response = await sendBody('POST', route, body, headers)
        expect(response.status, route).toBe(400)
        expect(JSON.stringify(response.body), route).toContain('The upload could not be read')
      }
    }
    expect((await payload.count({ collection: 'media', where: { title: { equals: 'Avbruten' } } })).totalDocs).toBe(0)
  })

  it('with more fields than the limit are refused (413)', async () => {
    const fields = Array.from({ length: MULTIPART_LIMITS.fields + 5 }, (_, i) => ({ name: `f${i}`, value: 'x' }))
    for (const route of ['/api/gallery', '/api/media']) {
      const response = await sendBody('POST', route, multipartBytes([...fields, image()]), staff)
      expect(response.status, route).toBe(413)
    }
  })
})

describe('auth before body', () => {
  it('PATCH /api/users/:id refuses a visitor without touching the body', async () => {
    let read = false
    const touch = () => {
      read = true
      return Promise.resolve(new ArrayBuffer(0))
    }
    const req = {
      payload,
      user: null,
      t: (key: string) => key,
      routeParams: { id: '1' },
      headers: new Headers({ 'content-type': 'multipart/form-data; boundary=x' }),
      arrayBuffer: touch,
      text: touch,
      formData: touch,
    } as unknown as PayloadRequest
    await expect(usersUpdate.handler(req)).rejects.toBeInstanceOf(Forbidden)
    expect(read).toBe(false)
  })

  it("PATCH /api/users/:id answers a visitor before reading the body (Payload's own refusal)", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode('{"password":"'.padEnd(1024, 'x'))),
    })
    let pulled = 0
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      }),
    )
    const response = await sendBody('PATCH', '/api/users/1', counted, { 'content-type': 'application/json' })
    expect([401, 403, 413]).toContain(response.status)
    expect(pulled).toBeLessThanOrEqual(64 * 1024 + 4 * 1024)
    // A visitor's JSON to a staff route still answers the staff guard's words.
    expect((await rest('PUT', '/api/settings', { body: { settings: [] } })).status).toBe(401)
  })
})
