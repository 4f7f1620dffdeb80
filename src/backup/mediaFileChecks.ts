import type { Archive } from './archiveFormat'
import type { StagedFile } from './mediaStaging'
import { isMediaType, mediaFileProblem } from '../lib/mediaTypes'

/**
 * What an archive's media files must be before a restore moves any of them into the media folder (which the
 * site serves from its own origin): exactly the files of the archive's media documents, each name once, and
 * each an image or video Payload accepts whose bytes really are of its kind. So a planted archive cannot put,
 * say, an .html or .svg page on the site. Checked on the staged files (their first bytes), for either version.
 */
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
  const odd = docs.find((doc) => doc.mimeType != null && !isMediaType(String(doc.mimeType)))
  if (odd) return `The backup's media item ${String(odd.id)} is not an image or video type the site accepts.`
  const expected = new Set(mediaFileNames(docs))
  const seen = new Set<string>()
  for (const file of files) {
    if (seen.has(file.name)) return `The backup holds the media file "${file.name}" twice.`
    seen.add(file.name)
    if (!expected.has(file.name)) return `The backup holds a file "${file.name}" that none of its media items uses.`
    const problem = mediaFileProblem(file.name, file.head)
    if (problem === 'type') return `The backup's file "${file.name}" is not an image or video type the site accepts.`
    if (problem === 'content') {
      const kind = file.name.split('.').pop()!.toUpperCase()
      return `The backup's file "${file.name}" is not what its name says (its content is not ${kind}).`
    }
  }
  return undefined
}
