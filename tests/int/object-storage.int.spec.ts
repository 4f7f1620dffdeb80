import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { backupDir, mediaDir } from '../../src/lib/paths'
import { MEDIA_FILE_CONTENT_SECURITY_POLICY } from '../../src/lib/securityHeaders'
import type * as Multipart from '../support/multipart'
import { testPayload } from '../support/payload'
import type * as Rest from '../support/rest'
import { leaveBucket, startS3, type TestS3, useBucket } from '../support/s3'

/*
 * Issue 30: with S3_BUCKET set, media and backups live in the bucket (a real S3 server, s3rver, in its own
 * process). Everything the media file route does is checked against what is in the bucket, and a backup is made,
 * listed, downloaded, restored (ids kept) and deleted there; an archive left in the backup folder still restores.
 */
let s3: TestS3
let client: S3Client
// Imported once the bucket is set: the route handlers load the Payload config, which reads S3_* as it loads.
let rest: typeof Rest.rest
let sendBody: typeof Multipart.sendBody
let multipartBytes: typeof Multipart.multipartBytes
let payload: Payload
let staff: Record<string, string>

const seed = (name: string) => fs.readFileSync(path.resolve('src/seed/media', name))

/** The bucket's keys under a prefix. */
const keys = async (prefix: string): Promise<string[]> =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  )

const objectBytes = async (key: string): Promise<Buffer> => {
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from(await object.Body!.transformToByteArray())
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c9a96e' } })
    .jpeg()
    .toBuffer()

const fileOf = (url: string) => decodeURIComponent(url.replace('/api/media/file/', ''))

beforeAll(async () => {
  s3 = await startS3()
  useBucket(s3)
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  })
  ;({ rest } = await import('../support/rest'))
  ;({ sendBody, multipartBytes } = await import('../support/multipart'))
  const { staffToken } = await import('../support/staff')
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
})

afterAll(async () => {
  client?.destroy()
  if (s3) leaveBucket(s3)
  await s3?.stop()
})

describe('media in the bucket', () => {
  let image: { id: number | string; url: string; srcset: string }
  let film: { id: number | string; url: string }

  beforeAll(async () => {
    // Through the contract (the in-page admin's way), a photo wide enough for every size.
    const form = multipartBytes([
      { name: 'title', value: 'Bucket photo' },
      { name: 'category', value: 'facial' },
      { name: 'file', filename: 'bucket-photo.jpg', type: 'image/jpeg', data: new Uint8Array(await photo(2400, 1600)) },
    ])
    const created = await sendBody('POST', '/api/gallery', form, staff)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    image = created.body.data
    // Through Payload's REST (the panel's way), a film.
    const upload = await sendBody(
      'POST',
      '/api/media',
      multipartBytes([
        { name: '_payload', value: JSON.stringify({ title: 'Bucket film' }) },
        {
          name: 'file',
          filename: 'bucket-film.mp4',
          type: 'video/mp4',
          data: new Uint8Array(seed('gallery-nails.mp4')),
        },
      ]),
      staff,
    )
    expect(upload.status, JSON.stringify(upload.body)).toBe(201)
    film = upload.body.doc
  })

  it('stores the upload and every generated size in the bucket, nothing in the media folder', async () => {
    const stored = await keys('media/')
    const sizes = image.srcset.split(', ').map((entry) => `media/${fileOf(entry.split(' ')[0]!)}`)
    expect(sizes.length).toBeGreaterThan(2)
    expect(stored).toEqual(expect.arrayContaining([`media/${fileOf(image.url)}`, ...sizes, 'media/bucket-film.mp4']))
    expect(fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()) : []).toEqual([])
    expect(image.url).toBe('/api/media/file/bucket-photo.jpg')
  })

  it('serves each file from the bucket with its headers, to visitors, and its sizes as WebP', async () => {
    const answer = await rest('GET', image.url)
    expect(answer.status).toBe(200)
    const original = await objectBytes('media/bucket-photo.jpg')
    expect(answer.headers.get('content-length')).toBe(String(original.length))
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-security-policy')).toBe(MEDIA_FILE_CONTENT_SECURITY_POLICY)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400')
    const size = image.srcset.split(', ')[0]!.split(' ')[0]!
    const webp = await rest('GET', size)
    expect(webp.status).toBe(200)
    expect(webp.headers.get('content-type')).toBe('image/webp')
  })

  it('answers 304 to a current ETag, HEAD without a body, and ranges of a film', async () => {
    const first = await rest('GET', film.url)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^W\/"/)
    expect((await rest('GET', film.url, { headers: { 'if-none-match': etag } })).status).toBe(304)

    const { HEAD } = await import('../../src/app/(payload)/api/[...slug]/route')
    const head = await HEAD(new Request(new URL(film.url, 'http://localhost'), { method: 'HEAD' }), {
      params: Promise.resolve({ slug: ['media', 'file', 'bucket-film.mp4'] }),
    })
    const size = (await objectBytes('media/bucket-film.mp4')).length
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(size))
    expect(head.body).toBeNull()

    const range = await rest('GET', film.url, { headers: { range: 'bytes=100-1099' } })
    expect(range.status).toBe(206)
    expect(range.headers.get('content-range')).toBe(`bytes 100-1099/${size}`)
    expect(range.headers.get('content-length')).toBe('1000')
    const whole = await objectBytes('media/bucket-film.mp4')
    const { GET } = await import('../../src/app/(payload)/api/[...slug]/route')
    const bytes = Buffer.from(
      await (
        await GET(new Request(new URL(film.url, 'http://localhost'), { headers: { range: 'bytes=100-1099' } }), {
          params: Promise.resolve({ slug: ['media', 'file', 'bucket-film.mp4'] }),
        })
      ).arrayBuffer(),
    )
    expect(bytes.equals(whole.subarray(100, 1100))).toBe(true)
    expect((await rest('GET', film.url, { headers: { range: `bytes=${size + 10}-` } })).status).toBe(416)
  })

  it('refuses an inactive item to visitors and serves it to staff; an unknown name is 404 to staff', async () => {
    await rest('PUT', `/api/gallery/${image.id}`, { headers: staff, body: { is_active: 0 } })
    expect((await rest('GET', image.url)).status).toBe(403)
    const toStaff = await rest('GET', image.url, { headers: staff })
    expect(toStaff.status).toBe(200)
    expect(toStaff.headers.get('cache-control')).toBe('private, max-age=86400')
    expect((await rest('GET', '/api/media/file/nowhere.jpg')).status).toBe(403)
    expect((await rest('GET', '/api/media/file/nowhere.jpg', { headers: staff })).status).toBe(404)
    await rest('PUT', `/api/gallery/${image.id}`, { headers: staff, body: { is_active: 1 } })
    expect((await rest('GET', image.url)).status).toBe(200)
  })

  it('removes the objects of a deleted item', async () => {
    const made = await payload.create({
      collection: 'media',
      data: { title: 'Short-lived' } as never,
      file: { data: await photo(1200, 800), mimetype: 'image/jpeg', name: 'short-lived.jpg', size: 1 },
    })
    expect((await keys('media/short-lived')).length).toBeGreaterThan(1)
    expect((await rest('DELETE', `/api/gallery/${made.id}`, { headers: staff })).status).toBe(200)
    expect(await keys('media/short-lived')).toEqual([])
  })
})

describe('backups in the bucket', () => {
  it('makes one under the backup prefix, lists, downloads, restores (ids kept) and deletes it', async () => {
    const treatment = await payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { name: 'Bucket facial', category: 'facial', price: 700, durationMinutes: 60 } as never,
    })
    const made = await rest('POST', '/api/backup/create', { headers: staff, body: { type: 'all' } })
    expect(made.status).toBe(201)
    const name: string = made.body.data.name
    expect(await keys('backups/')).toContain(`backups/${name}`)
    expect(fs.existsSync(backupDir()) ? fs.readdirSync(backupDir()) : []).toEqual([])

    const status = await rest('GET', '/api/backup/status', { headers: staff })
    expect(status.body.data).toContainEqual({ ...made.body.data, location: 'bucket' })

    const download = await rest('GET', `/api/backup/download/${name}`, { headers: staff })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-length')).toBe(String(made.body.data.size))

    // The photo's file and the treatment are lost, then come back under the same id.
    const photoItem = (await payload.find({ collection: 'media', where: { filename: { equals: 'bucket-photo.jpg' } } }))
      .docs[0]!
    await payload.delete({ collection: 'treatments', id: treatment.id })
    await payload.delete({ collection: 'media', id: photoItem.id })
    expect(await keys('media/bucket-photo')).toEqual([])
    const restored = await rest('POST', '/api/backup/restore', { headers: staff, body: { backupName: name } })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect((await payload.findByID({ collection: 'treatments', id: treatment.id })).name).toBe('Bucket facial')
    expect((await payload.findByID({ collection: 'media', id: photoItem.id })).filename).toBe('bucket-photo.jpg')
    expect(await keys('media/bucket-photo.jpg')).toEqual(['media/bucket-photo.jpg'])
    expect((await rest('GET', '/api/media/file/bucket-photo.jpg')).status).toBe(200)
    // The safety backup went to the bucket too.
    expect(await keys(`backups/${restored.body.data.safety_backup}`)).toHaveLength(1)

    expect((await rest('DELETE', `/api/backup/${name}`, { headers: staff })).status).toBe(200)
    expect(await keys(`backups/${name}`)).toEqual([])
    expect((await rest('GET', `/api/backup/download/${name}`, { headers: staff })).status).toBe(404)
  })

  it('still lists and restores an archive left in the backup folder', async () => {
    const made = await rest('POST', '/api/backup/create', { headers: staff, body: { type: 'treatments' } })
    const name: string = made.body.data.name
    // The same bytes under a later name, in the folder: as a site that had its backups there before the switch.
    const local = name.replace(/T(\d\d)-/, (_, hour: string) => `T${String((Number(hour) + 1) % 24).padStart(2, '0')}-`)
    fs.mkdirSync(backupDir(), { recursive: true })
    fs.writeFileSync(path.join(backupDir(), local), await objectBytes(`backups/${name}`))
    const status = await rest('GET', '/api/backup/status', { headers: staff })
    expect(status.body.data).toContainEqual(expect.objectContaining({ name: local, location: 'folder' }))
    const restored = await rest('POST', '/api/backup/restore', { headers: staff, body: { backupName: local } })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body.data.restored).toEqual({ treatments: 1 })
  })
})
