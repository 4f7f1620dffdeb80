/** The largest file staff may upload (images and videos), for Payload's own upload and the /api gallery. */
export const MAX_UPLOAD_MB = 50
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024

/*
 * The gallery's file rules and their texts, here so the endpoint and the admin's upload refuse the same files
 * with the same words (the admin before sending anything).
 */
export const UPLOAD_TOO_LARGE = `The file is too large (maximum ${MAX_UPLOAD_MB} MB).`
export const UPLOAD_WRONG_TYPE = 'Only images (JPEG, PNG, WebP, GIF, AVIF) and MP4 or WebM videos can be uploaded.'
// The same types as the media collection's `upload.mimeTypes`; Payload also checks the file's content.
export const ACCEPTED_UPLOAD_TYPE = /^(image\/[\w.+-]+|video\/mp4|video\/webm)$/
/** The file picker's `accept`, the same set as ACCEPTED_UPLOAD_TYPE. */
export const ACCEPTED_UPLOAD_TYPES = ['image/*', 'video/mp4', 'video/webm']

/** Why a file would be refused by the gallery upload, or null when it may be sent. */
export const uploadProblem = (file: { size: number; type: string }): string | null => {
  // In the server's order: the size is checked before the type.
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE
  if (!ACCEPTED_UPLOAD_TYPE.test(file.type)) return UPLOAD_WRONG_TYPE
  return null
}
