import { describe, expect, it } from 'vitest'

import type { Archive } from '../../src/backup/archiveFormat'
import { mediaFilesProblem } from '../../src/backup/mediaFileChecks'
import type { StagedFile } from '../../src/backup/mediaStaging'
import { isDocumentId } from '../../src/lib/documentId'
import { pointsAtSite } from '../../src/lib/httpUrl'
import { isMediaType, MEDIA_TYPES, mediaFileProblem, mediaTypeOfName } from '../../src/lib/mediaTypes'
import { BOOKING_LINK_OWN_SITE, bookingLinkInput } from '../../src/lib/schemas/contractFields'
import { uploadProblem } from '../../src/lib/uploadLimits'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])))
const HEADS = {
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0),
  png: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  gif: bytes('GIF89a'),
  webp: bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '),
  avif: bytes(0, 0, 0, 0x20, 'ftypavif'),
  mp4: bytes(0, 0, 0, 0x18, 'ftypisom'),
  webm: bytes(0x1a, 0x45, 0xdf, 0xa3),
}
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')

describe('what media may hold (issue 28, finding 3)', () => {
  it('is exactly JPEG, PNG, WebP, AVIF, GIF, MP4 and WebM', () => {
    expect([...MEDIA_TYPES].sort()).toEqual(
      ['image/avif', 'image/gif', 'image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm'].sort(),
    )
    for (const type of ['image/svg+xml', 'image/*', 'image/tiff', 'image/bmp', 'text/html', 'application/xml'])
      expect(isMediaType(type), type).toBe(false)
    expect(uploadProblem({ size: 10, type: 'image/svg+xml' })).not.toBeNull()
    expect(mediaTypeOfName('x.svg')).toBeUndefined()
    expect(mediaTypeOfName('PHOTO.JPEG')).toBe('image/jpeg')
  })

  it('checks a file by its first bytes as well as its name', () => {
    for (const [kind, head] of Object.entries(HEADS)) expect(mediaFileProblem(`a.${kind}`, head), kind).toBeUndefined()
    expect(mediaFileProblem('a.jpg', SVG)).toBe('content')
    expect(mediaFileProblem('a.jpg', HEADS.png)).toBe('content')
    expect(mediaFileProblem('a.mp4', HEADS.avif)).toBe('content')
    expect(mediaFileProblem('a.avif', HEADS.mp4)).toBe('content')
    expect(mediaFileProblem('a.svg', SVG)).toBe('type')
    expect(mediaFileProblem('a', HEADS.jpg)).toBe('type')
  })

  it('holds for a restore: an item stored as SVG, or an SVG file, is refused', () => {
    const archive = (mimeType: string, filename: string) =>
      ({
        collections: { media: [{ id: 1, filename, mimeType }] },
        media_files: [{ name: filename }],
      }) as unknown as Archive
    const file = (name: string, head: Uint8Array) => [{ name, head: Buffer.from(head) } as StagedFile]
    expect(mediaFilesProblem(archive('image/svg+xml', 'x.jpg'), file('x.jpg', HEADS.jpg))).toMatch(
      /not an image or video/,
    )
    expect(mediaFilesProblem(archive('image/jpeg', 'x.svg'), file('x.svg', SVG))).toMatch(/not an image or video/)
    expect(mediaFilesProblem(archive('image/jpeg', 'x.jpg'), file('x.jpg', SVG))).toMatch(/not what its name says/)
    expect(mediaFilesProblem(archive('image/jpeg', 'x.jpg'), file('x.jpg', HEADS.jpg))).toBeUndefined()
  })
})

describe('an id that can name a document (issue 28, finding 5)', () => {
  it('is a positive integer on SQLite', () => {
    for (const id of [1, '1', '42', 987654]) expect(isDocumentId(id, 'number'), String(id)).toBe(true)
    for (const id of ['%', '%25', 'abc', '1e400', '-1', '0', 0, 1.5, '1.5', NaN, Infinity, '', '12abc', null, {}])
      expect(isDocumentId(id, 'number'), String(id)).toBe(false)
  })

  it('is 24 hex digits on MongoDB', () => {
    const objectId = { toString: () => '0123456789abcdef01234567' }
    for (const id of ['0123456789abcdef01234567', '0123456789ABCDEF01234567', objectId])
      expect(isDocumentId(id, 'text'), String(id)).toBe(true)
    for (const id of ['%', 'abc', '0123456789abcdef0123456', '0123456789abcdef012345678', 1, null])
      expect(isDocumentId(id, 'text'), String(id)).toBe(false)
  })
})

describe('a booking link (issue 28, finding 3)', () => {
  it('may not point at the site itself, by host name', () => {
    const site = ['https://salong.example']
    expect(pointsAtSite('https://salong.example/admin', site)).toBe(true)
    expect(pointsAtSite('http://SALONG.example:8080/x', site)).toBe(true)
    expect(pointsAtSite('https://www.bokadirekt.se/places/salong', site)).toBe(false)
    expect(pointsAtSite('https://salong.example.evil.test/', site)).toBe(false)
    expect(pointsAtSite('not a url', site)).toBe(false)
    expect(pointsAtSite('https://salong.example/', [null, undefined])).toBe(false)
  })

  it("is refused by the contract's schema when it names SERVER_URL's host", () => {
    const saved = process.env.SERVER_URL
    process.env.SERVER_URL = 'https://salong.example'
    try {
      const own = bookingLinkInput.safeParse('https://salong.example/api/media/file/x.jpg')
      expect(own.error?.issues[0]?.message).toBe(BOOKING_LINK_OWN_SITE)
      expect(bookingLinkInput.safeParse('https://www.bokadirekt.se/x').data).toBe('https://www.bokadirekt.se/x')
      expect(bookingLinkInput.safeParse('').data).toBeNull()
    } finally {
      if (saved === undefined) delete process.env.SERVER_URL
      else process.env.SERVER_URL = saved
    }
  })
})
