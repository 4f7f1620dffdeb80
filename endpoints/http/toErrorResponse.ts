import { APIError, ValidationError } from 'payload'
import type { PayloadRequest } from 'payload'

import { fail } from './envelope'
import { NOT_FOUND } from '../../src/lib/notFound.mjs'
import { ApiError } from '../../src/platform/apiError'
import { databaseUnavailable } from '../../src/platform/databaseUnavailable'

const INTERNAL = 'Something went wrong on the server. Please try again.'

/** Maps any thrown error to the envelope; only real faults are 500, and never with internal detail. */
export const toErrorResponse = (error: unknown, req: PayloadRequest): Response => {
  const known = error instanceof ApiError ? error : databaseUnavailable(error, req.payload)
  if (known) {
    const response = fail(known.status, known.message, known.errors)
    if (known.retryAfterSeconds) response.headers.set('Retry-After', String(known.retryAfterSeconds))
    return response
  }
  if (error instanceof ValidationError) {
    const errors = Object.fromEntries(
      ((error.data as { errors?: { path: string; message: string }[] })?.errors ?? []).map((field) => [
        field.path,
        field.message,
      ]),
    )
    return fail(400, 'Please correct the highlighted fields.', errors)
  }
  if (error instanceof APIError && error.status < 500) {
    if (error.status === 404) return fail(404, NOT_FOUND)
    if (error.status === 401 || error.status === 403) return fail(401, 'Authentication required.')
    if (error.status === 413) return fail(413, 'The file is too large.')
    if (error.status === 429) return fail(429, 'Too many requests. Please wait a moment and try again.')
    return fail(error.status, error.message)
  }
  req.payload.logger.error({ err: error, msg: `API ${req.method} ${req.url} failed` })
  return fail(500, INTERNAL)
}
