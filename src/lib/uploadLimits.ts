import { isMediaType, MEDIA_TYPES } from './mediaTypes'

/** The largest file staff may upload (images and videos), for Payload's own upload and the /api gallery. */
export const MAX_UPLOAD_MB = 50
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024
/** An upload's whole body: its one file, and a megabyte for the metadata fields and the parts' headers. */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024

/**
 * What a multipart body may hold (busboy's limits): one file, a few fields of at most a megabyte each (the panel's
 * `_payload` JSON is one). Payload's parser and the contract's gallery read uploads with these same limits.
 */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 20,
  parts: 21,
  fieldSize: 1024 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
}

/*
 * The gallery's file rules and their texts, here so the endpoint and the admin's upload refuse the same files
 * with the same words (the admin before sending anything).
 */
export const UPLOAD_TOO_LARGE = `The file is too large (maximum ${MAX_UPLOAD_MB} MB).`
export const UPLOAD_WRONG_TYPE = 'Only images (JPEG, PNG, WebP, GIF, AVIF) and MP4 or WebM videos can be uploaded.'
/** A body that is not a whole multipart form (cut short, no boundary), through the gallery and Payload's media alike. */
export const UPLOAD_UNREADABLE = 'The upload could not be read: send it as multipart/form-data.'
/** The file picker's `accept`: the media collection's own types (src/lib/mediaTypes.ts). */
export const ACCEPTED_UPLOAD_TYPES = MEDIA_TYPES

/** Why a file would be refused by the gallery upload, or null when it may be sent. */
export const uploadProblem = (file: { size: number; type: string }): string | null => {
  // In the server's order: the size is checked before the type.
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE
  if (!isMediaType(file.type)) return UPLOAD_WRONG_TYPE
  return null
}
