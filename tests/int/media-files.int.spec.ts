import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_LINK_OWN_SITE } from '../../src/lib/schemas/contractFields'
import { MEDIA_FILE_CONTENT_SECURITY_POLICY } from '../../src/lib/securityHeaders'
import { UPLOAD_WRONG_TYPE } from '../../src/lib/uploadLimits'
import { multipartBytes, sendBody } from '../support/multipart'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Issue 28, findings 3 and 6: media holds only what the page shows, on every way in; a media file is answered as a
 * sandboxed, unsniffed file; an answer to staff is private; a booking link may not point at the site itself.
 */
let payload: Payload
let staff: Record<string, string>

const seed = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('src/seed/media', name)))
const image = (format: 'png' | 'webp' | 'avif' | 'gif' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a96e' } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="gold"/></svg>',
)
const HTML = new TextEncoder().encode('<!doctype html><title>x</title><script>alert(1)</script>')

const restUpload = (filename: string, type: string, data: Uint8Array, title = filename) =>
  sendBody(
    'POST',
    '/api/media',
    multipartBytes([
      { name: '_payload', value: JSON.stringify({ title }) },
      { name: 'file', filename, type, data },
    ]),
    staff,
  )

const stored = async (title: string) =>
  (await payload.count({ collection: 'media', where: { title: { equals: title } } })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
})

describe('what media accepts', () => {
  it.each([
    ['a.jpg', 'image/jpeg', async () => seed('gallery-nails.jpg')],
    ['a.png', 'image/png', () => image('png')],
    ['a.webp', 'image/webp', () => image('webp')],
    ['a.avif', 'image/avif', () => image('avif')],
    ['a.gif', 'image/gif', () => image('gif')],
    ['a.mp4', 'video/mp4', async () => seed('gallery-nails.mp4')],
  ])("takes %s through Payload's REST", async (filename, type, data) => {
    const response = await restUpload(filename, type, await data())
    expect(response.status, JSON.stringify(response.body)).toBe(201)
  })

  it.each([
    ['an SVG', 'x.svg', 'image/svg+xml', async () => SVG],
    ['an SVG named as a JPEG', 'x.jpg', 'image/jpeg', async () => SVG],
    ['an HTML page named as a JPEG', 'y.jpg', 'image/jpeg', async () => HTML],
    ['a PNG named as a JPEG', 'z.jpg', 'image/jpeg', () => image('png')],
    ['a TIFF', 'x.tiff', 'image/tiff', () => image('tiff')],
  ])("refuses %s through Payload's REST (the panel's way), storing nothing", async (label, filename, type, data) => {
    const response = await restUpload(filename, type, await data(), `refused ${label}`)
    expect(response.status).toBe(400)
    expect(await stored(`refused ${label}`)).toBe(0)
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, 'media', filename))).toBe(false)
  })

  it('refuses an SVG through the contract, by its type and by its content', async () => {
    for (const [filename, type] of [
      ['x.svg', 'image/svg+xml'],
      ['x.jpg', 'image/jpeg'],
    ]) {
      const form = multipartBytes([
        { name: 'title', value: 'svg' },
        { name: 'file', filename, type, data: SVG },
      ])
      const response = await sendBody('POST', '/api/gallery', form, staff)
      expect(response.status).toBe(400)
      expect(response.body).toEqual({ success: false, error: UPLOAD_WRONG_TYPE, errors: { file: UPLOAD_WRONG_TYPE } })
    }
    expect(await stored('svg')).toBe(0)
  })

  it('refuses an SVG through the Local API (hooks run on every way in)', async () => {
    await expect(
      payload.create({
        collection: 'media',
        data: { title: 'local svg' } as never,
        file: { data: Buffer.from(SVG), mimetype: 'image/svg+xml', name: 'local.svg', size: SVG.length },
      }),
    ).rejects.toThrow()
    expect(await stored('local svg')).toBe(0)
  })
})

describe('a media file answer', () => {
  let active: string
  let hidden: string

  beforeAll(async () => {
    const file = (name: string) => ({
      data: Buffer.from(seed('gallery-nails.jpg')),
      mimetype: 'image/jpeg',
      name,
      size: seed('gallery-nails.jpg').length,
    })
    active = (await payload.create({ collection: 'media', data: { title: 'På' } as never, file: file('on.jpg') })).url!
    hidden = (
      await payload.create({
        collection: 'media',
        data: { title: 'Av', isActive: false } as never,
        file: file('off.jpg'),
      })
    ).url!
  })

  it('is sandboxed and unsniffed, to visitors and staff', async () => {
    for (const [url, headers] of [
      [active, {}],
      [active, staff],
      [hidden, staff],
    ] as const) {
      const response = await rest('GET', url, { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-security-policy')).toBe(MEDIA_FILE_CONTENT_SECURITY_POLICY)
      expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-type')).toBe('image/jpeg')
    }
  })

  it('may be kept by a shared cache only when answered to a visitor; to staff it is private', async () => {
    expect((await rest('GET', active)).headers.get('cache-control')).toBe('public, max-age=86400')
    expect((await rest('GET', active, { headers: staff })).headers.get('cache-control')).toBe('private, max-age=86400')
    const toStaff = await rest('GET', hidden, { headers: staff })
    expect(toStaff.headers.get('cache-control')).toBe('private, max-age=86400')
    const revalidated = await rest('GET', hidden, {
      headers: { ...staff, 'if-none-match': toStaff.headers.get('etag')! },
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('cache-control')).toBe('private, max-age=86400')
    expect((await rest('GET', hidden)).status).toBe(403)
  })

  it('is 404 for a name of no file or of a kind media does not hold, never 500', async () => {
    for (const name of ['missing.jpg', 'x.svg', 'page.html'])
      expect((await rest('GET', `/api/media/file/${name}`, { headers: staff })).status, name).toBe(404)
    expect((await rest('GET', '/api/media/file/..%2Fpayload.config.ts', { headers: staff })).status).toBe(403)
  })
})

describe('a booking link', () => {
  const site = 'https://salong.example'
  let serviceId: number | string
  let discountId: number | string

  beforeAll(async () => {
    process.env.SERVER_URL = site
    const service = await payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { name: 'Ansikte', category: 'facial', price: 500, durationMinutes: 45 } as never,
    })
    serviceId = service.id
    discountId = (
      await payload.create({
        collection: 'promotions',
        locale: 'sv',
        data: {
          title: 'Kampanj',
          treatment: service.id,
          discountPercent: 10,
          startDate: '2026-01-01',
          endDate: '2026-12-31',
        } as never,
      })
    ).id
  })
  afterAll(() => {
    delete process.env.SERVER_URL
  })

  it.each([`${site}/api/media/file/x.jpg`, 'http://salong.example/admin', 'https://SALONG.example:8443/'])(
    'may not point at the site itself (%s): contract and REST',
    async (link) => {
      const service = await rest('PUT', `/api/services/${serviceId}`, { headers: staff, body: { booking_link: link } })
      expect(service.status).toBe(400)
      expect(service.body.errors.booking_link).toBe(BOOKING_LINK_OWN_SITE)
      const discount = await rest('PUT', `/api/discounts/${discountId}`, {
        headers: staff,
        body: { booking_link: link },
      })
      expect(discount.status).toBe(400)
      const panel = await rest('PATCH', `/api/treatments/${serviceId}`, { headers: staff, body: { bookingLink: link } })
      expect(panel.status).toBe(400)
      expect(JSON.stringify(panel.body)).toContain('bokningstjänsten')
    },
  )

  it("may point at the booking service's own site", async () => {
    const link = 'https://www.bokadirekt.se/places/salong'
    const response = await rest('PUT', `/api/services/${serviceId}`, { headers: staff, body: { booking_link: link } })
    expect(response.status).toBe(200)
  })
})
