import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { mediaDir } from '../../src/lib/paths'
import type { Media } from '../../src/payload-types'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

let payload: Payload

/** A photo-like JPEG (noise, so WebP has real work to do) of the given size. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer()

const uploadImage = async (
  name: string,
  width: number,
  height: number,
  data: Record<string, unknown> = {},
): Promise<Media> => {
  const file = await photo(width, height)
  return payload.create({
    collection: 'media',
    locale: 'sv',
    data: { title: name, category: 'facial', placement: 'gallery', ...data } as never,
    file: { data: file, mimetype: 'image/jpeg', name: `${name}.jpg`, size: file.length },
  })
}

/** A media file through the real route handler, as bytes. */
const fetchFile = async (url: string) => {
  const slug = url
    .replace(/^\/api\//, '')
    .split('/')
    .map(decodeURIComponent)
  const response = await routes.GET(new Request(new URL(url, 'http://localhost')), {
    params: Promise.resolve({ slug }),
  })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** RIFF....WEBP: the WebP container's magic bytes. */
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'

const entriesOf = (srcset: string) =>
  srcset.split(', ').map((entry) => {
    const [url, descriptor] = entry.split(' ')
    return { url, width: Number(descriptor.replace(/w$/, '')) }
  })

/** Every address of `srcset` serves a WebP as wide as its descriptor says; the files' dimensions, in order. */
const expectServedWebp = async (srcset: string | null, widths: number[]) => {
  expect(srcset).not.toBeNull()
  const entries = entriesOf(srcset!)
  expect(entries.map((entry) => entry.width)).toEqual(widths)
  const dimensions: { width?: number; height?: number }[] = []
  for (const { url, width } of entries) {
    const file = await fetchFile(url)
    expect(file.status, url).toBe(200)
    expect(file.type).toBe('image/webp')
    expect(isWebp(file.bytes)).toBe(true)
    const { width: served, height } = await sharp(file.bytes).metadata()
    expect(served).toBe(width)
    dimensions.push({ width: served, height })
  }
  return dimensions
}

beforeAll(async () => {
  payload = await testPayload()
})

describe('responsive image sizes', () => {
  it('makes WebP copies at 480, 768, 1280 and 1920 px wide beside the thumbnail', async () => {
    const doc = await uploadImage('large-photo', 2400, 1350)
    const made = ['small', 'medium', 'large', 'xlarge'] as const
    expect(made.map((name) => [doc.sizes?.[name]?.width, doc.sizes?.[name]?.height])).toEqual([
      [480, 270],
      [768, 432],
      [1280, 720],
      [1920, 1080],
    ])
    for (const name of made) {
      const size = doc.sizes![name]!
      expect(size.mimeType).toBe('image/webp')
      const bytes = fs.readFileSync(path.join(mediaDir(), size.filename!))
      expect(isWebp(bytes)).toBe(true)
      expect((await sharp(bytes).metadata()).format).toBe('webp')
    }
    // The contract's thumbnail is unchanged: a 480x360 crop in the upload's own format.
    expect(doc.sizes?.thumbnail).toMatchObject({ width: 480, height: 360, mimeType: 'image/jpeg' })
  })

  it('never widens: a smaller original gets no copy wider than itself, the widest at its own width', async () => {
    const doc = await uploadImage('small-photo', 600, 400)
    expect(doc.sizes?.small).toMatchObject({ width: 480, height: 320 })
    expect(doc.sizes?.medium?.filename ?? null).toBeNull()
    expect(doc.sizes?.large?.filename ?? null).toBeNull()
    expect(doc.sizes?.xlarge).toMatchObject({ width: 600, height: 400, mimeType: 'image/webp' })
    // A 9:16 crop is cut where the original is wide enough; only the narrow one fits in 600 px.
    expect(doc.sizes?.portraitSmall).toMatchObject({ width: 480, height: 854 })
    expect(doc.sizes?.portrait?.filename ?? null).toBeNull()
    const files = fs.readdirSync(mediaDir()).filter((name) => name.startsWith('small-photo'))
    for (const name of files)
      expect((await sharp(path.join(mediaDir(), name)).metadata()).width).toBeLessThanOrEqual(600)
  })

  it('answers the gallery with a srcset whose every address serves its WebP', async () => {
    const doc = await uploadImage('srcset-photo', 1600, 1200)
    const response = await rest('GET', '/api/gallery?category=facial')
    const item = response.body.data.find((entry: { id: unknown }) => entry.id === doc.id)
    await expectServedWebp(item.srcset, [480, 768, 1280, 1600])
    expect(item.poster_srcset).toBeNull()
    expect(item.poster_portrait_srcset).toBeNull()
  })

  it("answers a film's poster_srcset and poster_portrait_srcset, and a service's image_srcset", async () => {
    const poster = await uploadImage('film-poster', 1920, 1080, { placement: 'poster' })
    const film = fs.readFileSync(path.resolve('src/seed/media', 'gallery-nails.mp4'))
    const video = await payload.create({
      collection: 'media',
      locale: 'sv',
      data: { title: 'Film med affisch', category: 'facial', placement: 'gallery', poster: poster.id } as never,
      file: { data: film, mimetype: 'video/mp4', name: 'poster-film.mp4', size: film.length },
    })
    const gallery = await rest('GET', '/api/gallery?category=facial')
    const item = gallery.body.data.find((entry: { id: unknown }) => entry.id === video.id)
    expect(item.srcset).toBeNull()
    await expectServedWebp(item.poster_srcset, [480, 768, 1280, 1920])
    // For the hero on an upright phone: 9:16 crops, the larger the poster's whole height.
    const portrait = await expectServedWebp(item.poster_portrait_srcset, [480, 608])
    expect(portrait.map((file) => file.height)).toEqual([854, 1080])

    const picture = await uploadImage('service-photo', 1000, 750, { placement: 'services' })
    const treatment = await payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { name: 'Bildbehandling', category: 'facial', price: 100, durationMinutes: 30, image: picture.id } as never,
    })
    const services = await rest('GET', '/api/services')
    const service = services.body.data.find((entry: { id: unknown }) => entry.id === treatment.id)
    await expectServedWebp(service.image_srcset, [480, 768, 1000])
  })

  it('backs up and restores an image whose sizes share a file (a 1280 px original: large and xlarge)', async () => {
    const doc = await uploadImage('exact-1280', 1280, 720)
    expect(doc.sizes?.large?.filename).toBe(doc.sizes?.xlarge?.filename)
    const staff = tokenHeaders(await staffToken(payload)).bearer
    const made = await rest('POST', '/api/backup/create', { headers: staff, body: { type: 'gallery' } })
    expect(made.status).toBe(201)
    const restored = await rest('POST', '/api/backup/restore', {
      headers: staff,
      body: { backupName: made.body.data.name, type: 'gallery' },
    })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    const again = await payload.findByID({ collection: 'media', id: doc.id })
    expect((await fetchFile(again.sizes!.xlarge!.url!)).status).toBe(200)
  })
})
