import fs from 'node:fs'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type Archive } from '../../src/backup/archiveFormat'
import { writeArchive } from '../../src/backup/archiveFiles'
import { archiveName } from '../../src/backup/archiveName'
import { backupDir, mediaDir } from '../../src/lib/paths'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

let payload: Payload
let token: string
let minutes = 10
const nextName = () => archiveName('all', new Date(Date.now() + ++minutes * 60_000))
const restore = (backupName: string, extra: object = {}) =>
  rest('POST', '/api/backup/restore', { headers: tokenHeaders(token).bearer, body: { backupName, ...extra } })
const mediaFiles = () => (fs.existsSync(mediaDir()) ? fs.readdirSync(mediaDir()).sort() : [])

/** An archive of `all` with one media item using `filename`, and the given file entries. */
const archiveWith = (filename: string, files: Archive['media_files']): Archive => ({
  format: ARCHIVE_FORMAT,
  version: ARCHIVE_VERSION,
  type: 'all',
  created_at: '2026-11-01T10:00:00.000Z',
  collections: {
    media: [{ id: 1, filename, mimeType: 'image/png', title: { sv: 'Bild' }, category: 'facial', placement: 'gallery' }],
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
  png = (await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c9a' } }).png().toBuffer()).toString('base64')
})

describe('archive signatures', () => {
  it("restores the server's own archive as it is", async () => {
    const created = await rest('POST', '/api/backup/create', { headers: tokenHeaders(token).bearer, body: {} })
    expect(created.status).toBe(201)
    expect((await restore(created.body.data.name)).status).toBe(200)
  })

  it('asks for force before restoring an unsigned archive, and says so', async () => {
    const name = nextName()
    fs.writeFileSync(path.join(backupDir(), name), gzipSync(JSON.stringify(archiveWith('a.png', [{ name: 'a.png', data: png }]))))
    const refused = await restore(name)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/^This backup is not signed by this server .* send \{ "force": true \}/)
    expect((await restore(name, { force: true })).status).toBe(200)
  })

  it('asks for force before restoring a signed archive that was changed afterwards', async () => {
    const name = nextName()
    await writeArchive(name, archiveWith('b.png', [{ name: 'b.png', data: png }]))
    const file = path.join(backupDir(), name)
    const text = gunzipSync(fs.readFileSync(file)).toString('utf8').replace('"Bild"', '"Ändrad"')
    fs.writeFileSync(file, gzipSync(text))
    const refused = await restore(name)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatch(/^This backup was signed by another server or has been changed since/)
  })
})

describe('archive media files', () => {
  it.each([
    ['a file no media item uses (an .html page)', archiveWith('c.png', [{ name: 'c.png', data: PNG1 }, { name: 'evil.html', data: Buffer.from('<script>alert(1)</script>').toString('base64') }]), /holds a file "evil\.html" that none of its media items uses/],
    ['the same name twice', archiveWith('d.png', [{ name: 'd.png', data: PNG1 }, { name: 'd.png', data: PNG1 }]), /holds the media file "d\.png" twice/],
    ['a type the site does not accept', archiveWith('e.svg', [{ name: 'e.svg', data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') }]), /"e\.svg" is not an image or video type the site accepts/],
    ['content that is not what the name says', archiveWith('f.png', [{ name: 'f.png', data: Buffer.from('<html><script>alert(1)</script>').toString('base64') }]), /"f\.png" is not what its name says/],
  ])('refuses %s before writing anything, even with force', async (_, archive, message) => {
    const name = nextName()
    await writeArchive(name, archive)
    const before = mediaFiles()
    const response = await restore(name, { force: true })
    expect(response.body.error).toMatch(message)
    expect(response.status).toBe(400)
    expect(mediaFiles()).toEqual(before)
  })
})

describe('a restore that fails midway', () => {
  it('names the safety backup in its answer', async () => {
    const archive = archiveWith('g.png', [{ name: 'g.png', data: PNG1 }])
    // A treatment without its required name and price: Payload refuses it in the middle of the restore.
    archive.collections.treatments = [{ id: 7, category: 'nails', description: { sv: 'Utan namn' } }]
    const name = nextName()
    await writeArchive(name, archive)
    const response = await restore(name)
    expect(response.status).toBe(400)
    const safety = String(response.body.error).match(/safety backup "([^"]+)"/)?.[1]
    expect(response.body.error).toMatch(/^The restore failed: the backup's data does not fit the content model\. The content from before it is kept in the safety backup ".+"; restore that one to go back\.$/)
    const listed = await rest('GET', '/api/backup/status', { headers: tokenHeaders(token).bearer })
    expect(listed.body.data.map((entry: { name: string }) => entry.name)).toContain(safety)
  })
})
