import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { mediaDir } from '../../src/lib/paths'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '../../src/lib/uploadLimits'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectUnauthorized, missingOrGarbageTokens, staffToken } from '../support/staff'

let payload: Payload
let token: string
let staff: Record<string, string>

const seedMedia = (name: string) => fs.readFileSync(path.resolve('src/seed/media', name))
const jpeg = () => seedMedia('gallery-nails.jpg')
const mp4 = () => seedMedia('gallery-nails.mp4')

const unknownIds = ['999999', '0123456789abcdef01234567', 'not-an-id']
const WRONG_TYPE = 'Only images (JPEG, PNG, WebP, GIF, AVIF) and MP4 or WebM videos can be uploaded.' // spelled out: the contract's text

/** A multipart request to the real route handlers (rest() only sends JSON). */
const upload = async (
  method: 'POST' | 'PUT',
  pathname: string,
  fields: Record<string, string>,
  file?: { data: Buffer; type: string; name: string },
  headers: Record<string, string> = staff,
) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  if (file) form.set('file', new File([new Uint8Array(file.data)], file.name, { type: file.type }))
  const url = new URL(pathname, 'http://localhost')
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  // Sent as bytes, as a client's form arrives over the wire: on Node 24 the stream undici makes of a FormData body
  // can still enqueue after the route is done with it, an unhandled ERR_INVALID_STATE that fails the run.
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const contentType = { 'Content-Type': encoded.headers.get('content-type') ?? '' }
  const response = await routes[method](new Request(url, { method, headers: { ...headers, ...contentType }, body }), {
    params: Promise.resolve({ slug }),
  })
  return { status: response.status, body: await response.json() }
}

const galleryMedia = async (title: string, extra: Record<string, unknown> = {}) => {
  const data = jpeg()
  const doc = await payload.create({
    collection: 'media',
    locale: 'sv',
    data: { title, category: 'nails', placement: 'gallery', ...extra } as never,
    file: { data, mimetype: 'image/jpeg', name: `${title.toLowerCase().replace(/\W+/g, '-')}.jpg`, size: data.length },
  })
  return doc.id
}

const ids = (body: { data: { id: unknown }[] }) => body.data.map((item) => item.id)

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  staff = tokenHeaders(token).bearer
})

describe('GET /api/gallery', () => {
  it('answers active gallery items in the contract shape; visitors never see hidden ones', async () => {
    const shown = await galleryMedia('Naglar')
    const hidden = await galleryMedia('Gömd', { isActive: false })
    const hero = await galleryMedia('Hero', { placement: 'hero' })
    const response = await rest('GET', '/api/gallery')
    expect(response.status).toBe(200)
    const item = response.body.data.find((entry: { id: unknown }) => entry.id === shown)
    expect(item).toEqual({
      id: shown,
      title: 'Naglar',
      category: 'nails',
      type: 'image',
      url: expect.stringMatching(/^\/api\/media\/file\/naglar.*\.jpg$/),
      thumbnail_url: expect.stringMatching(/^\/api\/media\/file\/naglar.*480x360\.jpg$/),
      is_active: 1,
      alt: null,
      placement: 'gallery',
      poster_url: null,
      srcset: expect.stringMatching(/\.webp 480w, .*\.webp 768w, .*\.webp 800w$/),
      poster_srcset: null,
      poster_portrait_srcset: null,
    })
    expect(ids(response.body)).not.toContain(hidden)
    expect(ids(response.body)).not.toContain(hero)
    const forStaff = await rest('GET', '/api/gallery', { headers: staff })
    expect(forStaff.body.data.find((entry: { id: unknown }) => entry.id === hidden)).toMatchObject({ is_active: 0 })
  })

  it('filters by ?category=, with all meaning everything', async () => {
    const facial = await galleryMedia('Ansikte', { category: 'facial' })
    const nails = await galleryMedia('Nagelkonst', { category: 'nails' })
    const filtered = await rest('GET', '/api/gallery?category=facial')
    expect(ids(filtered.body)).toContain(facial)
    expect(ids(filtered.body)).not.toContain(nails)
    expect(filtered.body.data.every((item: { category: string }) => item.category === 'facial')).toBe(true)
    expect(ids((await rest('GET', '/api/gallery?category=all')).body)).toEqual(expect.arrayContaining([facial, nails]))
  })

  it('refuses an unknown category with 400', async () => {
    const response = await rest('GET', '/api/gallery?category=hair')
    expect(response.status).toBe(400)
    expect(response.body.error).toBe('Unknown category. Use one of: all, nails, facial, pedicure, general.')
  })

  it('answers titles in ?lang=en, falling back to Swedish', async () => {
    const translated = await galleryMedia('Pedikyr')
    await payload.update({ collection: 'media', id: translated, locale: 'en', data: { title: 'Pedicure' } })
    const untranslated = await galleryMedia('Bara svenska')
    const response = await rest('GET', '/api/gallery?lang=en')
    const title = (id: unknown) => response.body.data.find((item: { id: unknown }) => item.id === id).title
    expect(title(translated)).toBe('Pedicure')
    expect(title(untranslated)).toBe('Bara svenska')
  })
})

describe('GET /api/gallery/:id', () => {
  it('answers one item', async () => {
    const id = await galleryMedia('Enskild')
    const response = await rest('GET', `/api/gallery/${id}`)
    expect(response.body).toMatchObject({ success: true, data: { id, title: 'Enskild', type: 'image' } })
  })

  it('hides an inactive item from visitors', async () => {
    const id = await galleryMedia('Inaktiv', { isActive: false })
    expect((await rest('GET', `/api/gallery/${id}`)).status).toBe(404)
    expect((await rest('GET', `/api/gallery/${id}`, { headers: staff })).status).toBe(200)
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    const response = await rest('GET', `/api/gallery/${id}`)
    expect(response.status).toBe(404)
    expect(response.body).toEqual({ success: false, error: 'Gallery item not found.' })
  })
})

describe('GET /api/media/file/:filename', () => {
  it("serves an inactive item's file and its sizes to staff only, and to everyone once it is switched on", async () => {
    const id = await galleryMedia('Dold fil', { isActive: false })
    const doc = await payload.findByID({ collection: 'media', id, overrideAccess: true })
    const files = [doc.url, doc.sizes?.thumbnail?.url, doc.sizes?.portrait?.url].filter((url): url is string =>
      Boolean(url),
    )
    expect(files).toHaveLength(3)
    for (const file of files) {
      expect((await rest('GET', file)).status, file).toBe(403)
      expect((await rest('GET', file, { headers: staff })).status, file).toBe(200)
    }
    await payload.update({ collection: 'media', id, data: { isActive: true } })
    for (const file of files) expect((await rest('GET', file)).status, file).toBe(200)
  })
})

describe('POST /api/gallery', () => {
  it.each(['bearer', 'x-access-token', 'token'] as const)(
    'uploads an image with form fields (token as %s)',
    async (form) => {
      const response = await upload(
        'POST',
        '/api/gallery',
        { title: `Uppladdad ${form}`, category: 'pedicure', is_active: '1' },
        { data: jpeg(), type: 'image/jpeg', name: `upload-${form}.jpg` },
        tokenHeaders(token)[form],
      )
      expect(response.status).toBe(201)
      expect(response.body.data).toEqual({
        id: expect.anything(),
        title: `Uppladdad ${form}`,
        category: 'pedicure',
        type: 'image',
        url: expect.stringMatching(/^\/api\/media\/file\/upload-.*\.jpg$/),
        thumbnail_url: expect.stringContaining('480x360'),
        is_active: 1,
        alt: null,
        placement: 'gallery',
        poster_url: null,
        srcset: expect.stringMatching(/\.webp 480w, .*\.webp 768w, .*\.webp 800w$/),
        poster_srcset: null,
        poster_portrait_srcset: null,
      })
      const read = await rest('GET', '/api/gallery?category=pedicure')
      expect(ids(read.body)).toContain(response.body.data.id)
    },
  )

  it('uploads a video, with metadata as Payload-style _payload JSON', async () => {
    const response = await upload(
      'POST',
      '/api/gallery?lang=en',
      { _payload: JSON.stringify({ title: 'Nail video', category: 'nails' }) },
      { data: mp4(), type: 'video/mp4', name: 'nails.mp4' },
    )
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({
      title: 'Nail video',
      type: 'video',
      category: 'nails',
      thumbnail_url: null,
    })
    expect(response.body.data.url).toMatch(/\.mp4$/)
  })

  it('refuses a request without a file with 400 (JSON or multipart)', async () => {
    const json = await rest('POST', '/api/gallery', { headers: staff, body: { title: 'Ingen fil', category: 'nails' } })
    expect(json.status).toBe(400)
    expect(json.body.error).toBe('Choose an image or video file to upload (form field "file").')
    const multipart = await upload('POST', '/api/gallery', { title: 'Ingen fil' })
    expect(multipart.status).toBe(400)
  })

  it('refuses a file type other than images and videos with 400', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const pdf = await upload(
      'POST',
      '/api/gallery',
      {},
      { data: Buffer.from('%PDF-1.4\n'), type: 'application/pdf', name: 'menu.pdf' },
    )
    expect(pdf.status).toBe(400)
    expect(pdf.body).toMatchObject({ success: false, error: WRONG_TYPE, errors: { file: WRONG_TYPE } })
    // A file that only claims to be an image.
    const fake = await upload(
      'POST',
      '/api/gallery',
      {},
      { data: Buffer.from('#!/bin/sh\necho hi\n'.repeat(20)), type: 'image/png', name: 'x.png' },
    )
    expect(fake.status).toBe(400)
    expect(fake.body.error).toBe(WRONG_TYPE)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1)
    jpeg().copy(big)
    const response = await upload(
      'POST',
      '/api/gallery',
      { title: 'Stor' },
      { data: big, type: 'image/jpeg', name: 'big.jpg' },
    )
    expect(response.status).toBe(413)
    expect(response.body).toEqual({ success: false, error: `The file is too large (maximum ${MAX_UPLOAD_MB} MB).` })
  })

  it('refuses a bad category with 400', async () => {
    const response = await upload(
      'POST',
      '/api/gallery',
      { category: 'hair' },
      { data: jpeg(), type: 'image/jpeg', name: 'c.jpg' },
    )
    expect(response.status).toBe(400)
    expect(response.body.errors.category).toBe('Category must be one of: nails, facial, pedicure, general.')
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const response = await upload(
      'POST',
      '/api/gallery',
      { title: 'x' },
      { data: jpeg(), type: 'image/jpeg', name: 'x.jpg' },
      headers,
    )
    expectUnauthorized(response, error)
  })
})

describe('PUT /api/gallery/:id', () => {
  it('changes metadata sent as JSON', async () => {
    const id = await galleryMedia('Före')
    const response = await rest('PUT', `/api/gallery/${id}`, {
      headers: tokenHeaders(token)['x-access-token'],
      body: { title: 'Efter', category: 'general', is_active: 0 },
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id, title: 'Efter', category: 'general', is_active: 0 })
    expect((await rest('GET', `/api/gallery/${id}`)).status).toBe(404)
  })

  it('replaces the file with a multipart upload', async () => {
    const id = await galleryMedia('Byt fil')
    const before = (await rest('GET', `/api/gallery/${id}`)).body.data
    const response = await upload(
      'PUT',
      `/api/gallery/${id}`,
      { title: 'Ny video' },
      { data: mp4(), type: 'video/mp4', name: 'replaced.mp4' },
    )
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({ id, title: 'Ny video', type: 'video', category: 'nails' })
    expect(response.body.data.url).not.toBe(before.url)
    expect(response.body.data.url).toMatch(/replaced.*\.mp4$/)
  })

  it('writes alt text per language and attaches a poster uploaded aside (placement poster)', async () => {
    const video = await upload(
      'POST',
      '/api/gallery',
      { title: 'Film', category: 'nails' },
      { data: mp4(), type: 'video/mp4', name: 'film.mp4' },
    )
    const poster = await upload(
      'POST',
      '/api/gallery',
      { placement: 'poster', alt: 'Stillbild' },
      { data: jpeg(), type: 'image/jpeg', name: 'still.jpg' },
    )
    expect(poster.body.data).toMatchObject({ placement: 'poster', alt: 'Stillbild' })
    expect(ids((await rest('GET', '/api/gallery', { headers: staff })).body)).not.toContain(poster.body.data.id)
    const id = video.body.data.id
    const attached = await rest('PUT', `/api/gallery/${id}`, {
      headers: staff,
      body: { poster_url: poster.body.data.url, alt: 'Nagelfilm' },
    })
    expect(attached.body.data).toMatchObject({
      poster_url: poster.body.data.url,
      thumbnail_url: expect.stringContaining('480x360'),
      alt: 'Nagelfilm',
    })
    await rest('PUT', `/api/gallery/${id}`, { headers: staff, body: { lang: 'en', alt: 'Nail film' } })
    expect((await rest('GET', `/api/gallery/${id}?lang=en`)).body.data.alt).toBe('Nail film')
    expect((await rest('GET', `/api/gallery/${id}?lang=sv`)).body.data.alt).toBe('Nagelfilm')
    const removed = await rest('PUT', `/api/gallery/${id}`, { headers: staff, body: { poster_url: null } })
    expect(removed.body.data).toMatchObject({ poster_url: null, thumbnail_url: null })
  })

  it('refuses a poster address that names no upload', async () => {
    const id = await galleryMedia('Utan affisch')
    const response = await rest('PUT', `/api/gallery/${id}`, {
      headers: staff,
      body: { poster_url: '/api/media/file/none.jpg' },
    })
    expect(response.status).toBe(400)
    expect(response.body.errors.poster_url).toBe('The poster must be the address of an uploaded image (poster_url).')
  })

  it('refuses a bad category with 400', async () => {
    const id = await galleryMedia('Kategori')
    const response = await rest('PUT', `/api/gallery/${id}`, { headers: staff, body: { category: 'hair' } })
    expect(response.status).toBe(400)
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('PUT', `/api/gallery/${id}`, { headers: staff, body: { title: 'x' } })).status).toBe(404)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await galleryMedia('Skyddad')
    const response = await rest('PUT', `/api/gallery/${id}`, { headers, body: { title: 'Hack' } })
    expectUnauthorized(response, error)
    expect((await rest('GET', `/api/gallery/${id}`)).body.data.title).toBe('Skyddad')
  })
})

describe('DELETE /api/gallery/:id', () => {
  it('deletes the item and its file', async () => {
    const id = await galleryMedia('Radera')
    const { url } = (await rest('GET', `/api/gallery/${id}`)).body.data
    const stored = path.resolve(mediaDir(), decodeURIComponent(url.split('/').pop()))
    expect(fs.existsSync(stored)).toBe(true)
    expect((await rest('GET', url)).status).toBe(200)
    const response = await rest('DELETE', `/api/gallery/${id}`, { headers: tokenHeaders(token).token })
    expect(response.body).toEqual({ success: true, data: { id } })
    expect((await rest('GET', `/api/gallery/${id}`, { headers: staff })).status).toBe(404)
    expect(fs.existsSync(stored)).toBe(false)
  })

  it.each(unknownIds)('answers 404 for the unknown id %s', async (id) => {
    expect((await rest('DELETE', `/api/gallery/${id}`, { headers: staff })).status).toBe(404)
  })

  it.each(missingOrGarbageTokens)('answers 401 for %s', async (_, headers, error) => {
    const id = await galleryMedia('Stannar')
    const response = await rest('DELETE', `/api/gallery/${id}`, { headers })
    expectUnauthorized(response, error)
  })
})
