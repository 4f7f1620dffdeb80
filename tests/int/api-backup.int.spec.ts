import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { writeArchiveV1 } from '../../src/backup/archiveFiles'
import { ARCHIVE_FORMAT, ARCHIVE_V1, type ArchiveV1 } from '../../src/backup/archiveFormat'
import { archiveName } from '../../src/backup/archiveName'
import { backupDir, mediaDir } from '../../src/lib/paths'
import { readEntries, readManifest } from '../support/archiveV2'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/*
 * /api/backup. `GET /backup/status` answers `[{ name, type, size, created_at, safety }]`, newest first; create
 * answers one such entry (201); restore answers `{ backup, type, restored: { <collection>: count, settings },
 * safety_backup }`. Archives are engine-neutral (version 2: a streamed tar.gz): the cross-engine case is covered by restoring
 * hand-made archives with numeric (SQLite) ids and with ObjectId-like string (MongoDB) ids on each engine.
 * Staff users are never restored (a restore must not lock out staff): the token in use keeps working.
 */
let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer
const NAME = /^salong-all-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/

const png = (colour: string) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: colour } })
    .png()
    .toBuffer()

const addMedia = async (filename: string, colour: string, data: Record<string, unknown> = {}) => {
  const file = await png(colour)
  return payload.create({
    collection: 'media',
    locale: 'sv',
    data: { title: `Bild ${filename}`, category: 'facial', placement: 'gallery', ...data },
    file: { name: filename, data: file, mimetype: 'image/png', size: file.length },
  })
}

const all = async (
  collection: 'media' | 'treatments' | 'promotions' | 'mailings' | 'subscribers' | 'messages' | 'visits' | 'clicks',
) =>
  (await payload.find({ collection, locale: 'all', fallbackLocale: false, depth: 0, pagination: false }))
    .docs as unknown as Record<string, any>[]

const hash = (file: string) =>
  fs.existsSync(file) ? createHash('sha256').update(fs.readFileSync(file)).digest('hex') : 'missing'

/** Absent and null are the same content (MongoDB keeps a cleared field as null, SQLite as nothing). */
const withoutNulls = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value)
    .map(([k, v]) => [k, withoutNulls(v)] as const)
    .filter(
      ([, v]) =>
        v !== null && v !== undefined && !(typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0),
    )
  return Object.fromEntries(entries)
}

/** All content with ids replaced by what they point to, so two databases with different ids compare equal. */
const snapshot = async () => withoutNulls(await content())

const content = async () => {
  const media = await all('media')
  const treatments = await all('treatments')
  const mediaKey = new Map(media.map((m) => [String(m.id), m.filename]))
  const treatmentKey = new Map(treatments.map((t) => [String(t.id), t.name?.sv]))
  const strip = ({ id: _id, updatedAt: _u, url: _url, thumbnailURL: _t, sizes: _s, ...rest }: Record<string, any>) =>
    rest
  const sortBy = (field: string) => (a: Record<string, any>, b: Record<string, any>) =>
    JSON.stringify(a[field]).localeCompare(JSON.stringify(b[field]))
  return {
    media: media
      .map((m) => ({
        ...strip(m),
        poster: m.poster ? mediaKey.get(String(m.poster)) : null,
        file: hash(path.join(mediaDir(), m.filename)),
      }))
      .sort(sortBy('filename')),
    treatments: treatments
      .map((t) => ({ ...strip(t), image: t.image ? mediaKey.get(String(t.image)) : null }))
      .sort(sortBy('name')),
    promotions: (await all('promotions'))
      .map((p) => ({ ...strip(p), treatment: treatmentKey.get(String(p.treatment)) }))
      .sort(sortBy('title')),
    mailings: (await all('mailings')).map(strip).sort(sortBy('subject')),
    subscribers: (await all('subscribers')).map(strip).sort(sortBy('email')),
    messages: (await all('messages')).map(strip).sort(sortBy('createdAt')),
    visits: (await all('visits')).map(strip).sort(sortBy('visitorId')),
    clicks: (await all('clicks')).map(strip).sort(sortBy('elementId')),
    settings: await payload
      .findGlobal({ slug: 'settings', locale: 'all', fallbackLocale: false })
      .then(({ updatedAt: _u, id: _i, createdAt: _c, ...s }: any) => s),
  }
}

const seed = async () => {
  const photo = await addMedia('ansikte.png', '#d4a373', { alt: 'Ansiktsbehandling' })
  await payload.update({
    collection: 'media',
    id: photo.id,
    locale: 'en',
    data: { title: 'Facial photo', alt: 'Facial treatment' },
  })
  await addMedia('poster.png', '#e9c46a', { poster: photo.id, placement: 'hero', category: 'general' })
  const facial = await payload.create({
    collection: 'treatments',
    locale: 'sv',
    data: {
      name: 'Ansiktsbehandling',
      description: 'Lyx',
      category: 'facial',
      price: 1200,
      durationMinutes: 60,
      image: photo.id,
    },
  })
  await payload.update({
    collection: 'treatments',
    id: facial.id,
    locale: 'en',
    data: { name: 'Facial', description: 'Luxury' },
  })
  const nails = await payload.create({
    collection: 'treatments',
    data: { name: 'Gelenaglar', category: 'nails', price: 600, durationMinutes: 45 },
  })
  await payload.create({
    collection: 'promotions',
    locale: 'sv',
    data: {
      treatment: facial.id,
      title: 'Höstrabatt',
      discountPercent: 20,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2027-01-01T00:00:00.000Z',
    },
  })
  await payload.create({
    collection: 'promotions',
    data: {
      treatment: nails.id,
      title: 'Nagelfest',
      discountPercent: 10,
      startDate: '2026-02-01T00:00:00.000Z',
      endDate: '2027-02-01T00:00:00.000Z',
      isActive: false,
    },
  })
  const mailing = await payload.create({
    collection: 'mailings',
    locale: 'sv',
    data: { subject: 'Nyheter', body: 'Hej!' },
  })
  await payload.update({
    collection: 'mailings',
    id: mailing.id,
    locale: 'en',
    data: { subject: 'News', body: 'Hello!' },
  })
  await payload.create({
    collection: 'subscribers',
    data: { email: 'kund@example.se', marketingConsent: true, locale: 'en' },
  })
  await payload.create({
    collection: 'messages',
    data: { firstName: 'Eva', lastName: 'Ek', email: 'eva@example.se', message: 'Hej, jag undrar…' },
  })
  await payload.create({ collection: 'visits', data: { visitorId: 'abc', day: '2026-11-20' } })
  await payload.create({ collection: 'clicks', data: { elementType: 'service', elementId: '1', elementName: 'Boka' } })
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'sv',
    data: { site_title: 'Salong Guld', opening_hours: 'Mån–Fre 9–19' },
  })
  await payload.updateGlobal({
    slug: 'settings',
    locale: 'en',
    data: { site_title: 'Salon Gold', opening_hours: 'Mon–Fri 9–19' },
  })
}

const create = async (body: unknown = {}) => {
  const response = await rest('POST', '/api/backup/create', { headers: staff(), body })
  expect(response.status).toBe(201)
  return response.body.data
}

const restore = (backupName: string, type?: string) =>
  rest('POST', '/api/backup/restore', { headers: staff(), body: { backupName, ...(type ? { type } : {}) } })

/** The download as bytes (rest() reads bodies as text). */
const download = async (name: string, headers: Record<string, string>) => {
  const response = await routes.GET(new Request(`http://localhost/api/backup/download/${name}`, { headers }), {
    params: Promise.resolve({ slug: ['backup', 'download', name] }),
  })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  await seed()
})

describe('create, status, download, delete', () => {
  it('writes an archive of everything, lists it, downloads it with the Bearer header and deletes it', async () => {
    const entry = await create()
    expect(entry).toEqual({
      name: expect.stringMatching(NAME),
      type: 'all',
      size: expect.any(Number),
      created_at: expect.any(String),
      safety: false,
    })
    const file = path.resolve(backupDir(), entry.name)
    expect(fs.statSync(file).size).toBe(entry.size)
    expect(fs.readdirSync(backupDir()).filter((name) => name.endsWith('.tmp'))).toEqual([])

    const status = await rest('GET', '/api/backup/status', { headers: tokenHeaders(token).token })
    expect(status.status).toBe(200)
    expect(status.body.data).toContainEqual(entry)

    const got = await download(entry.name, staff())
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toBe('application/gzip')
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${entry.name}"`)
    expect(got.headers.get('content-length')).toBe(String(entry.size))
    expect(got.headers.get('x-backup-size')).toBe(String(entry.size))
    expect(got.bytes.equals(fs.readFileSync(file))).toBe(true)
    // Version 2: a tar.gz of each media file, the documents, and the signature.
    const entries = await readEntries(file)
    expect(entries.map((e) => e.name)).toEqual([
      ...entries.filter((e) => e.name.startsWith('media/')).map((e) => e.name),
      'archive.json',
      'signature',
    ])
    const archive = JSON.parse(entries.find((e) => e.name === 'archive.json')!.data.toString('utf8'))
    expect(archive).toMatchObject({ format: 'salong-backup', version: 2, type: 'all' })
    expect(archive.collections.treatments).toHaveLength(2)
    expect(archive.collections.treatments![0].name).toEqual({ sv: 'Ansiktsbehandling', en: 'Facial' })
    expect(archive.media_files.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['ansikte.png', 'poster.png']),
    )
    const ansikte = entries.find((e) => e.name === 'media/ansikte.png')!.data
    expect(ansikte.equals(fs.readFileSync(path.join(mediaDir(), 'ansikte.png')))).toBe(true)
    expect(archive.media_files.find((f: { name: string }) => f.name === 'ansikte.png').sha256).toBe(
      createHash('sha256').update(ansikte).digest('hex'),
    )
    expect(archive).not.toHaveProperty('collections.users')

    const deleted = await rest('DELETE', `/api/backup/${entry.name}`, { headers: staff() })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ success: true, data: { name: entry.name } })
    expect(fs.existsSync(file)).toBe(false)
    expect((await rest('DELETE', `/api/backup/${entry.name}`, { headers: staff() })).status).toBe(404)
    expect((await download(entry.name, staff())).status).toBe(404)
  })

  it('backs up one part named by its contract name or slug', async () => {
    const services = await create({ type: 'services' })
    expect(services.name).toMatch(/^salong-treatments-/)
    expect(services.type).toBe('treatments')
    const archive = await readManifest(path.resolve(backupDir(), services.name))
    expect(Object.keys(archive.collections)).toEqual(['treatments'])
    expect(archive.media_files).toEqual([])
    expect((await create({ type: 'settings' })).type).toBe('settings')
    const bad = await rest('POST', '/api/backup/create', { headers: staff(), body: { type: 'users' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.type).toMatch(/^Unknown backup type/)
  })

  it.each([
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    'salong.db',
    'salong-all-2026.json.gz',
    'salong-users-2026-11-21T10-00-00-000Z.json.gz',
    'salong-all-2026-11-21T10-00-00-000Z.zip.gz',
  ])('refuses the name %s with 400 on download, delete and restore', async (name) => {
    for (const response of [
      await download(name, staff()),
      await rest('DELETE', `/api/backup/${name}`, { headers: staff() }),
    ]) {
      expect([400, 404]).toContain(response.status)
      if (name !== '..') expect(response.status).toBe(400)
    }
    const restored = await restore(decodeURIComponent(name))
    expect(restored.status).toBe(400)
    expect(restored.body.error).toBe('That is not the name of a backup made by this server.')
  })

  it.each(['salong-all-2020-01-01T00-00-00-000Z.json.gz', 'salong-all-2020-01-01T00-00-00-000Z.tar.gz'])(
    'answers 404 for a well-formed name that does not exist (%s)',
    async (name) => {
      expect((await download(name, staff())).status).toBe(404)
      expect((await rest('DELETE', `/api/backup/${name}`, { headers: staff() })).body).toEqual({
        success: false,
        error: 'Backup not found.',
      })
      expect((await restore(name)).status).toBe(404)
    },
  )
})

describe('restore', () => {
  it('round-trips: create, change and delete content, restore, and the content equals the archive', async () => {
    const before = await snapshot()
    const users = await payload.find({ collection: 'users' })
    const entry = await create()

    const treatments = await all('treatments')
    const servicesBefore = await Promise.all(treatments.map((t) => rest('GET', `/api/services/${t.id}`)))
    // The facial (which has English) is changed in place, the nails deleted. (English added since to a document
    // that had none would come back as the Swedish text in required fields: what English readers see anyway.)
    const facial = treatments.find((t) => t.name.en === 'Facial')!
    const nails = treatments.find((t) => t !== facial)!
    await payload.delete({ collection: 'promotions', where: { treatment: { equals: nails.id } } })
    await payload.delete({ collection: 'treatments', id: nails.id })
    await payload.update({ collection: 'treatments', id: facial.id, locale: 'en', data: { name: 'Changed' } })
    const media = await all('media')
    await payload.delete({ collection: 'media', id: media.find((m) => m.filename === 'poster.png')!.id })
    await payload.create({ collection: 'subscribers', data: { email: 'new@example.se' } })
    await payload.delete({ collection: 'messages', where: { id: { exists: true } } })
    await payload.updateGlobal({ slug: 'settings', locale: 'en', data: { site_title: 'Changed' } })
    expect(await snapshot()).not.toEqual(before)

    const response = await restore(entry.name)
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      backup: entry.name,
      type: 'all',
      restored: {
        media: 2,
        treatments: 2,
        promotions: 2,
        mailings: 1,
        subscribers: 1,
        messages: 1,
        visits: 1,
        clicks: 1,
        settings: 1,
      },
      safety_backup: expect.stringMatching(/^salong-all-.*-safety\.tar\.gz$/),
    })
    expect(await snapshot()).toEqual(before)
    // Every document keeps its id: a link to a service (even the deleted and restored one) still works.
    for (const [i, treatment] of treatments.entries()) {
      const service = await rest('GET', `/api/services/${treatment.id}`)
      expect(service.status).toBe(200)
      expect(service.body.data).toEqual(servicesBefore[i].body.data)
    }
    expect((await all('media')).map((m) => m.id).sort()).toEqual(media.map((m) => m.id).sort())

    // The safety backup holds the state just before the restore.
    const status = await rest('GET', '/api/backup/status', { headers: staff() })
    expect(status.body.data).toContainEqual(
      expect.objectContaining({ name: response.body.data.safety_backup, safety: true }),
    )
    // Staff users were left alone: same accounts, and the token in use still works.
    expect((await payload.find({ collection: 'users' })).docs.map((u) => u.id)).toEqual(users.docs.map((u) => u.id))
    expect((await rest('GET', '/api/backup/status', { headers: staff() })).status).toBe(200)
  })

  it('restores one part and keeps references into it from other collections', async () => {
    const before = await snapshot()
    const entry = await create({ type: 'treatments' })
    const [first] = await all('treatments')
    await payload.update({ collection: 'treatments', id: first.id, locale: 'sv', data: { price: 1 } })
    const response = await restore(entry.name)
    expect(response.status).toBe(200)
    expect(response.body.data.restored).toEqual({ treatments: 2 })
    // Promotions now point at the restored treatments, whatever their new ids.
    expect(await snapshot()).toEqual(before)
  })

  it('refuses (409, nothing changed) to restore treatments alone when a promotion needs a treatment the backup lacks', async () => {
    const entry = await create({ type: 'services' })
    const extra = await payload.create({
      collection: 'treatments',
      data: { name: 'Ny', category: 'massage', price: 900, durationMinutes: 30 },
    })
    await payload.create({
      collection: 'promotions',
      data: {
        treatment: extra.id,
        title: 'Ny rabatt',
        discountPercent: 5,
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2027-01-01T00:00:00.000Z',
      },
    })
    const before = await snapshot()
    const backups = fs.readdirSync(backupDir()).length
    const response = await restore(entry.name)
    expect(response.status).toBe(409)
    expect(response.body.error).toBe(
      '1 promotions refer to treatments that this backup does not hold; restore "all" instead or remove them first.',
    )
    expect(await snapshot()).toEqual(before)
    expect(fs.readdirSync(backupDir()).length).toBe(backups)
    await payload.delete({ collection: 'promotions', where: { treatment: { equals: extra.id } } })
    await payload.delete({ collection: 'treatments', id: extra.id })
  })

  it('restores only the part asked for from an archive of everything', async () => {
    const entry = await create()
    await payload.updateGlobal({ slug: 'settings', locale: 'sv', data: { site_title: 'Tillfällig' } })
    await payload.create({ collection: 'clicks', data: { elementType: 'discount', elementId: '9' } })
    const response = await restore(entry.name, 'settings')
    expect(response.status).toBe(200)
    expect(response.body.data.restored).toEqual({ settings: 1 })
    expect((await payload.findGlobal({ slug: 'settings', locale: 'sv' })).site_title).toBe('Salong Guld')
    expect((await all('clicks')).length).toBe(2)
    const wrong = await restore((await create({ type: 'settings' })).name, 'treatments')
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toMatch(/holds "settings" only/)
  })

  it.each([
    ['numeric (SQLite) ids', [11, 12, 13, 14, 15]],
    [
      'ObjectId (MongoDB) ids',
      [
        '65a000000000000000000011',
        '65a000000000000000000012',
        '65a000000000000000000013',
        '65a000000000000000000014',
        '65a000000000000000000015',
      ],
    ],
  ] as const)(
    'restores an archive with %s, mapping relationships to the new ids',
    async (_, [photoId, posterId, treatmentId, promotionId, otherId]) => {
      const image = await png('#264653')
      const archive: ArchiveV1 = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_V1,
        type: 'all',
        created_at: '2026-11-01T10:00:00.000Z',
        collections: {
          media: [
            {
              id: posterId,
              title: { sv: 'Affisch', en: 'Poster' },
              alt: null,
              category: 'general',
              placement: 'hero',
              poster: photoId,
              isActive: true,
              sortOrder: 1,
              filename: 'affisch.png',
              mimeType: 'image/png',
              createdAt: '2026-10-01T10:00:00.000Z',
            },
            {
              id: photoId,
              title: { sv: 'Foto', en: 'Photo' },
              alt: { sv: 'Alt', en: null },
              category: 'nails',
              placement: 'gallery',
              poster: null,
              isActive: true,
              sortOrder: 0,
              filename: 'foto.png',
              mimeType: 'image/png',
              createdAt: '2026-10-01T09:00:00.000Z',
            },
          ],
          treatments: [
            {
              id: treatmentId,
              name: { sv: 'Pedikyr', en: 'Pedicure' },
              description: { sv: 'Fötter', en: 'Feet' },
              category: 'pedicure',
              price: 700,
              durationMinutes: 50,
              image: photoId,
              bookingLink: null,
              isActive: true,
              sortOrder: 0,
              createdAt: '2026-10-02T10:00:00.000Z',
            },
          ],
          promotions: [
            {
              id: promotionId,
              treatment: treatmentId,
              title: { sv: 'Fotrabatt', en: 'Foot deal' },
              description: null,
              discountPercent: 15,
              originalPrice: null,
              startDate: '2026-10-01T00:00:00.000Z',
              endDate: '2027-10-01T00:00:00.000Z',
              isActive: true,
              bookingLink: null,
              createdAt: '2026-10-03T10:00:00.000Z',
            },
          ],
          mailings: [
            {
              id: otherId,
              subject: { sv: 'Ämne', en: 'Subject' },
              body: { sv: 'Text', en: 'Body' },
              template: null,
              isActive: true,
              sentAt: null,
              sentCount: 0,
              createdAt: '2026-10-04T10:00:00.000Z',
            },
          ],
          subscribers: [],
          messages: [],
          visits: [],
          clicks: [],
        },
        globals: {
          settings: { site_title: { sv: 'Importerad', en: 'Imported' }, address: { sv: 'Göteborg', en: null } },
        },
        media_files: [
          { name: 'foto.png', data: image.toString('base64') },
          { name: 'affisch.png', data: image.toString('base64') },
        ],
      }
      // A version-1 archive (gzip JSON), as servers wrote before streamed backups: it still restores.
      const name = archiveName('all', new Date(Date.now() + (typeof photoId === 'number' ? 1 : 2) * 60_000), false, 1)
      await writeArchiveV1(name, archive)

      const response = await restore(name)
      expect(response.status).toBe(200)
      const [treatment] = (
        await payload.find({ collection: 'treatments', locale: 'all', depth: 1, fallbackLocale: false })
      ).docs as any[]
      expect(treatment.name).toEqual({ sv: 'Pedikyr', en: 'Pedicure' })
      expect(treatment.image.filename).toBe('foto.png')
      expect(treatment.createdAt).toBe('2026-10-02T10:00:00.000Z')
      const [promotion] = (await payload.find({ collection: 'promotions', depth: 0 })).docs
      expect(promotion.treatment).toEqual(treatment.id)
      // Ids are kept on the engine they come from, and mapped only when the archive crosses engines.
      const sameEngine = (payload.db.defaultIDType === 'number') === (typeof treatmentId === 'number')
      if (sameEngine) expect([treatment.id, promotion.id]).toEqual([treatmentId, promotionId])
      else expect(String(treatment.id)).not.toBe(String(treatmentId))
      expect((await rest('GET', `/api/services/${treatment.id}`)).status).toBe(200)
      const poster = (
        await payload.find({ collection: 'media', where: { filename: { equals: 'affisch.png' } }, depth: 1 })
      ).docs[0] as any
      expect(poster.poster.filename).toBe('foto.png')
      expect(hash(path.join(mediaDir(), 'foto.png'))).toBe(createHash('sha256').update(image).digest('hex'))
      const settings = (await payload.findGlobal({ slug: 'settings', locale: 'all', fallbackLocale: false })) as any
      expect(settings.site_title).toEqual({ sv: 'Importerad', en: 'Imported' })
      expect(settings.address.sv).toBe('Göteborg')
      expect(settings.opening_hours?.sv ?? null).toBeNull()
      expect(await payload.count({ collection: 'subscribers' })).toMatchObject({ totalDocs: 0 })
      const services = await rest('GET', '/api/services?lang=en')
      if (services.status === 200) expect(JSON.stringify(services.body)).toContain('Pedicure')
    },
  )

  it('refuses a damaged or foreign archive with 400 before touching any data', async () => {
    const before = await snapshot()
    const backups = fs.readdirSync(backupDir()).length
    const damaged = archiveName('all', new Date(Date.now() + 5 * 60_000))
    fs.writeFileSync(path.join(backupDir(), damaged), 'not gzip')
    const foreign = archiveName('all', new Date(Date.now() + 6 * 60_000), false, 1)
    fs.writeFileSync(
      path.join(backupDir(), foreign),
      gzipSync(JSON.stringify({ format: 'salong-backup', version: 99, type: 'all' })),
    )
    const noFile = archiveName('all', new Date(Date.now() + 7 * 60_000), false, 1)
    await writeArchiveV1(noFile, {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_V1,
      type: 'all',
      created_at: '2026-11-01T10:00:00.000Z',
      collections: {
        media: [{ id: 1, filename: 'gone.png' }],
        treatments: [],
        promotions: [],
        mailings: [],
        subscribers: [],
        messages: [],
        visits: [],
        clicks: [],
      },
      globals: { settings: {} },
      media_files: [],
    })
    for (const [name, text] of [
      [damaged, /damaged/],
      [foreign, /not a valid Salong backup \(version/],
      [noFile, /missing the file of media item 1/],
    ] as const) {
      const response = await restore(name)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(text)
    }
    expect(await snapshot()).toEqual(before)
    // No safety backup was taken for a refused restore.
    expect(fs.readdirSync(backupDir()).length).toBe(backups + 3)
    const missing = await rest('POST', '/api/backup/restore', { headers: staff(), body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.backupName).toBe('Please name the backup to restore (backupName)')
  })
})

describe('auth', () => {
  it.each([
    ['GET', '/api/backup/status'],
    ['POST', '/api/backup/create'],
    ['POST', '/api/backup/restore'],
    ['DELETE', '/api/backup/salong-all-2020-01-01T00-00-00-000Z.json.gz'],
    ['GET', '/api/backup/download/salong-all-2020-01-01T00-00-00-000Z.json.gz'],
  ] as const)('%s %s answers 401 without a token or with a garbage one in any header', (method, path) =>
    expectStaffOnly(method, path, method === 'POST' ? {} : undefined),
  )
})
