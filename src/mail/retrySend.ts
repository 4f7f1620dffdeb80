import { enhancedStatus } from './bounceEvent'

/**
 * SMTP failures that may pass: a 4xx answer (greylisting, a full queue, a rate limit) or a dropped or refused
 * connection. A 5xx answer (no such mailbox, refused as spam) is final and is not asked again, nor is a full
 * mailbox (4.2.2), which seconds do not empty: it is counted as a soft bounce instead (recordBounce.ts).
 */
const DROPPED = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'ECONNRESET', 'EPIPE'])

export const isTransientMailError = (error: unknown): boolean => {
  const { responseCode, code, response } = (error ?? {}) as {
    responseCode?: unknown
    code?: unknown
    response?: unknown
  }
  if (typeof responseCode === 'number') {
    const mailboxFull = typeof response === 'string' && enhancedStatus(response)?.endsWith('.2.2')
    return responseCode >= 400 && responseCode < 500 && !mailboxFull
  }
  return typeof code === 'string' && DROPPED.has(code)
}

/** Waits before each retry of a transient failure: half a second, then two, then eight (about ten in all). */
const BACKOFF_MS = [500, 2_000, 8_000]

/** Sends, retrying transient failures with back-off; a permanent one, or the last transient one, is thrown. */
export const sendWithRetry = async <T>(send: () => Promise<T>, backoffMs: readonly number[] = BACKOFF_MS) => {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send()
    } catch (error) {
      if (attempt >= backoffMs.length || !isTransientMailError(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, backoffMs[attempt]))
    }
  }
}
