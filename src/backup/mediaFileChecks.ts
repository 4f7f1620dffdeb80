import type { Archive } from './archiveFormat'
import type { StagedFile } from './mediaStaging'

/**
 * What an archive's media files must be before a restore moves any of them into the media folder (which the
 * site serves from its own origin): exactly the files of the archive's media documents, each name once, and
 * each an image or video Payload accepts whose bytes really are of its kind. So a planted archive cannot put,
 * say, an .html or .svg page on the site. Checked on the staged files (their first bytes), for either version.
 */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  gif: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')),
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && !/^avi[fs]$/.test(b.subarray(8, 12).toString('latin1')),
  webm: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
}
const KIND_OF_EXTENSION: Record<string, string> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  mp4: 'mp4',
  webm: 'webm',
}

type MediaDoc = {
  id?: unknown
  filename?: unknown
  mimeType?: unknown
  sizes?: Record<string, { filename?: unknown } | null> | null
}

/** Every file a media document stores: the upload and its generated sizes. */
export const mediaFileNames = (docs: object[]): string[] =>
  (docs as MediaDoc[])
    .flatMap((doc) => [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size?.filename)])
    .filter((name): name is string => typeof name === 'string' && name !== '')

export const mediaFilesProblem = (archive: Archive, files: StagedFile[]): string | undefined => {
  const docs = (archive.collections.media ?? []) as MediaDoc[]
  // Restored without Payload's upload step, so the stored type must be one the collection accepts.
  const odd = docs.find(
    (doc) => doc.mimeType != null && !/^(image\/[\w.+-]+|video\/(mp4|webm))$/.test(String(doc.mimeType)),
  )
  if (odd) return `The backup's media item ${String(odd.id)} is not an image or video type the site accepts.`
  const expected = new Set(mediaFileNames(docs))
  const seen = new Set<string>()
  for (const file of files) {
    if (seen.has(file.name)) return `The backup holds the media file "${file.name}" twice.`
    seen.add(file.name)
    if (!expected.has(file.name)) return `The backup holds a file "${file.name}" that none of its media items uses.`
    const kind = KIND_OF_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? '']
    if (!kind) return `The backup's file "${file.name}" is not an image or video type the site accepts.`
    if (!SIGNATURES[kind](file.head)) {
      return `The backup's file "${file.name}" is not what its name says (its content is not ${kind.toUpperCase()}).`
    }
  }
  return undefined
}
