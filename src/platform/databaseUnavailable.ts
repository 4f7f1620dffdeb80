import type { Payload } from 'payload'

import { type ApiError, serviceUnavailable } from './apiError'

/** Soon enough for a visitor's retry; by then the burst that took the descriptors has usually passed. */
const RETRY_AFTER_SECONDS = 5
const REPORT_EVERY_MS = 60_000
const UNAVAILABLE = 'The database is not available right now. Please try again in a moment.'

// libsql's words when SQLite cannot open the database or one of its files (code 14: descriptors run out, the
// disk is gone), or another process holds the file's lock.
const CANNOT_OPEN = /SQLITE_CANTOPEN|unable to open (connection to local )?database|SQLITE_BUSY|database is locked/i

let lastReport = 0

const causes = (error: unknown): Error[] => {
  const chain: Error[] = []
  for (let at = error; at instanceof Error && chain.length < 5; at = at.cause) chain.push(at)
  return chain
}

const cannotOpen = (error: unknown): boolean =>
  causes(error).some((cause) => CANNOT_OPEN.test(`${(cause as { code?: unknown }).code ?? ''} ${cause.message}`))

/** Write transactions waited their turn too long: a burst is being written, the next try will get through. */
export const databaseBusy = (): ApiError =>
  serviceUnavailable('The database is busy. Please try again.', RETRY_AFTER_SECONDS)

/**
 * The contract's 503 (with Retry-After) for an error that means the database cannot be opened right now; null
 * for any other error. Why is logged once a minute while it lasts, not once per request or recipient.
 */
export const databaseUnavailable = (error: unknown, payload: Payload): ApiError | null => {
  if (!cannotOpen(error)) return null
  const now = Date.now()
  if (now - lastReport > REPORT_EVERY_MS) {
    lastReport = now
    payload.logger.error({ err: error, msg: 'The database cannot be opened; requests that need it answer 503.' })
  }
  return serviceUnavailable(UNAVAILABLE, RETRY_AFTER_SECONDS)
}
