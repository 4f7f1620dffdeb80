import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { writeArchiveV1 } from '../../src/backup/archiveFiles'
import { ARCHIVE_FORMAT, ARCHIVE_V1, type ArchiveV1 } from '../../src/backup/archiveFormat'
import { archiveName } from '../../src/backup/archiveName'
import { backupDir, mediaDir } from '../../src/lib/paths'
import { readEntries, writeEntries, writeV2 } from '../support/archiveV2'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * What a restore trusts, for both archive versions: version 1 (gzip JSON, the fixture of archives made before
 * streaming) and version 2 (tar.gz, what the server writes now). And what a restore that fails midway leaves.
 */
let payload: Payload
let token: string
let minutes = 10
const VERSIONS = [1, 2] as const
const nextName = (version: 1 | 2) => archiveName('all', new Date(Date.now() + ++minutes * 60_000), false, version)
const restore = (backupName: string, extra: object = {}) =>
  rest('POST', '/api/backup/restore', { headers: tokenHeaders(token).bearer, body: { backupName, ...extra } })
const mediaFiles = () =>
  fs.existsSync(mediaDir())
    ? fs
        .readdirSync(mediaDir())
        .sort()
        .map(
          (name) =>
            `${name}:${createHash('sha256')
              .update(fs.readFileSync(path.join(mediaDir(), name)))
              .digest('hex')}`,
        )
    : []

/** Writes an archive of the given version; signed by this server unless told. */
const write = async (version: 1 | 2, archive: ArchiveV1, { sign = true } = {}) => {
  const name = nextName(version)
  const file = path.join(backupDir(), name)
  fs.mkdirSync(backupDir(), { recursive: true })
  if (version === 2) await writeV2(file, archive, { sign })
  else if (sign) await writeArchiveV1(name, archive)
  else fs.writeFileSync(file, gzipSync(JSON.stringify(archive)))
  return name
}

/** An archive of `all` with one media item using `filename`, and the given file entries. */
const archiveWith = (filename: string, files: ArchiveV1['media_files']): ArchiveV1 => ({
  format: ARCHIVE_FORMAT,
  version: ARCHIVE_V1,
  type: 'all',
  created_at: '2026-11-01T10:00:00.000Z',
  collections: {
    media: [
      { id: 1, filename, mimeType: 'image/png', title: { sv: 'Bild' }, category: 'facial', placement: 'gallery' },
    ],
    treatments: [],
    promotions: [],
    mailings: [],
    subscribers: [],
    messages: [],
    visits: [],
    clicks: [],
  },
  globals: { settings: {} },
  media_files: files,
})

let png: string
/** A 1×1 PNG, for the table of refused archives (built before beforeAll runs). */
const PNG1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  png = (
    await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c9a' } })
      .png()
      .toBuffer()
  ).toString('base64')
})

describe('archive signatures', () => {
  it("restores the server's own archive as it is", async () => {
    const created = await rest('POST', '/api/backup/create', { headers: tokenHeaders(token).bearer, body: {} })
    expect(created.status).toBe(201)
    expect((await restore(created.body.data.name)).status).toBe(200)
  })

  it.each(VERSIONS)('asks for force before restoring an unsigned version-%i archive, and says so', async (version) => {
    const name = await write(version, archiveWith(`a${version}.png`, [{ name: `a${version}.png`, data: png }]), {
      sign: false,
    })
    const refused = await restore(name)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/^This backup is not signed by this server .* send \{ "force": true \}/)
    expect((await restore(name, { force: true })).status).toBe(200)
  })

  it('asks for force before restoring a signed version-1 archive that was changed afterwards', async () => {
    const name = await write(1, archiveWith('b.png', [{ name: 'b.png', data: png }]))
    const file = path.join(backupDir(), name)
    const text = gunzipSync(fs.readFileSync(file)).toString('utf8').replace('"Bild"', '"Ändrad"')
    fs.writeFileSync(file, gzipSync(text))
    const refused = await restore(name)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/^This backup was signed by another server or has been changed since/)
  })

  it.each([
    [
      'its documents',
      (e: { name: string; data: Buffer }) =>
        e.name === 'archive.json' ? { ...e, data: Buffer.from(e.data.toString().replace('"Bild"', '"Ändrad"')) } : e,
    ],
    [
      'a media file',
      (e: { name: string; data: Buffer }) =>
        e.name === 'media/b2.png' ? { ...e, data: Buffer.concat([e.data, Buffer.from('x')]) } : e,
    ],
  ])('asks for force before restoring a signed version-2 archive whose %s changed afterwards', async (_, change) => {
    const name = await write(2, archiveWith('b2.png', [{ name: 'b2.png', data: png }]))
    const file = path.join(backupDir(), name)
    await writeEntries(file, (await readEntries(file)).map(change))
    const refused = await restore(name)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/^This backup was signed by another server or has been changed since/)
  })
})

describe('archive media files', () => {
  const cases = [
    [
      'a file no media item uses (an .html page)',
      archiveWith('c.png', [
        { name: 'c.png', data: PNG1 },
        { name: 'evil.html', data: Buffer.from('<script>alert(1)</script>').toString('base64') },
      ]),
      /holds a file "evil\.html" that none of its media items uses/,
    ],
    [
      'the same name twice',
      archiveWith('d.png', [
        { name: 'd.png', data: PNG1 },
        { name: 'd.png', data: PNG1 },
      ]),
      /holds the media file "d\.png" twice/,
    ],
    [
      'a type the site does not accept',
      archiveWith('e.svg', [{ name: 'e.svg', data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') }]),
      /"e\.svg" is not an image or video type the site accepts/,
    ],
    [
      'content that is not what the name says',
      archiveWith('f.png', [
        { name: 'f.png', data: Buffer.from('<html><script>alert(1)</script>').toString('base64') },
      ]),
      /"f\.png" is not what its name says/,
    ],
  ] as const
  it.each(
    VERSIONS.flatMap((version) => cases.map(([what, archive, message]) => [version, what, archive, message] as const)),
  )('version %i: refuses %s before writing anything, even with force', async (version, _, archive, message) => {
    const name = await write(version, archive as ArchiveV1)
    const before = mediaFiles()
    const response = await restore(name, { force: true })
    expect(response.body.error).toMatch(message)
    expect(response.status).toBe(400)
    expect(mediaFiles()).toEqual(before)
    // Nothing staged is left behind beside the media folder.
    expect(
      fs.readdirSync(path.dirname(path.resolve(mediaDir()))).filter((n) => n.startsWith('.media-restore')),
    ).toEqual([])
  })

  it('refuses a version-2 entry that is not a media file, its documents or its signature', async () => {
    const name = nextName(2)
    await writeEntries(path.join(backupDir(), name), [{ name: '../escape.png', data: Buffer.from(PNG1, 'base64') }])
    const response = await restore(name, { force: true })
    expect(response.status).toBe(400)
    expect(response.body.error).toBe(
      'The backup holds "../escape.png", which is not a media file, its documents or its signature.',
    )
  })
})

describe('a restore that fails midway', () => {
  it.each(VERSIONS)(
    'version %i: leaves services and media files as they were and names the safety backup',
    async (version) => {
      const image = await sharp({ create: { width: 6, height: 6, channels: 3, background: '#abc' } })
        .png()
        .toBuffer()
      const kept = await payload.create({
        collection: 'media',
        data: { title: 'Kvar', category: 'facial', placement: 'gallery' },
        file: { name: `kvar${version}.png`, data: image, mimetype: 'image/png', size: image.length },
      })
      const service = await payload.create({
        collection: 'treatments',
        data: { name: `Kvar ${version}`, category: 'nails', price: 500, durationMinutes: 30, image: kept.id },
      })
      const services = async () =>
        (await rest('GET', '/api/services')).body.data.map((s: Record<string, unknown>) => [s.id, s.name, s.price])
      const servicesBefore = await services()
      const filesBefore = mediaFiles()

      // A valid media item (same file name as the kept one, other bytes) is restored first; then a treatment
      // without its required name and price makes Payload refuse the restore in the middle.
      const archive = archiveWith(`kvar${version}.png`, [{ name: `kvar${version}.png`, data: PNG1 }])
      archive.collections.treatments = [{ id: 7, category: 'nails', description: { sv: 'Utan namn' } }]
      const name = await write(version, archive)
      const response = await restore(name)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatch(
        /^The restore failed: the backup's data does not fit the content model\. Nothing was changed: the content is as it was before, and it is also kept in the safety backup "salong-all-.+-safety\.tar\.gz"\.$/,
      )
      const safety = String(response.body.error).match(/safety backup "([^"]+)"/)?.[1]
      const listed = await rest('GET', '/api/backup/status', { headers: tokenHeaders(token).bearer })
      expect(listed.body.data.map((entry: { name: string }) => entry.name)).toContain(safety)

      expect(await services()).toEqual(servicesBefore)
      expect((await rest('GET', `/api/services/${service.id}`)).status).toBe(200)
      expect((await payload.findByID({ collection: 'media', id: kept.id })).filename).toBe(`kvar${version}.png`)
      expect(mediaFiles()).toEqual(filesBefore)
      await payload.delete({ collection: 'treatments', id: service.id })
    },
  )
})

describe('media documents without a file', () => {
  it('are refused outside a restore, through the REST API and the Local API', async () => {
    const before = await payload.count({ collection: 'media' })
    const response = await rest('POST', '/api/media', {
      headers: tokenHeaders(token).bearer,
      body: { title: 'Ingen fil', category: 'general', placement: 'gallery', filename: 'x.png', mimeType: 'image/png' },
    })
    expect(response.status).toBe(400)
    await expect(
      payload.create({ collection: 'media', data: { title: 'Ingen fil', category: 'general', placement: 'gallery' } }),
    ).rejects.toThrow()
    expect(await payload.count({ collection: 'media' })).toEqual(before)
  })
})
