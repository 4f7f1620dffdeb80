import type { AfterErrorHook } from 'payload'

import { UPLOAD_UNREADABLE } from '../lib/uploadLimits'

/**
 * What Payload's multipart parser (busboy) throws for a form it cannot read, and Payload's refusal of a multipart
 * request without a boundary: the sender's fault, which Payload answers as its own (500).
 */
const UNREADABLE_FORM = new Set([
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Missing Content-Type',
  'Request is not eligible for file upload',
])

const isMultipart = (headers: Headers | undefined): boolean =>
  (headers?.get('content-type') ?? '').trim().toLowerCase().startsWith('multipart/')

/**
 * An upload to Payload's REST (`POST`/`PATCH /api/media`) that is not a whole multipart form, cut short or without
 * its boundary, is a 400 with the gallery's words for the same fault (endpoints/http/multipartForm.ts), not a 500.
 */
export const unreadableUpload: AfterErrorHook = ({ error, req }) => {
  if (!isMultipart(req?.headers) || !UNREADABLE_FORM.has(error.message)) return
  return { response: { errors: [{ message: UPLOAD_UNREADABLE }] }, status: 400 }
}
