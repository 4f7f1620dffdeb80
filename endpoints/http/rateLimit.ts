import type { PayloadRequest } from 'payload'

import { ApiError } from './apiError'

type Window = { count: number; resetAt: number }

/** The client's address as the reverse proxy reports it; one bucket for direct local calls. */
export const clientAddress = (req: PayloadRequest): string =>
  req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || 'local'

/**
 * A fixed-window limit per client address (in memory: one server process). Throws the contract's 429.
 * Limits can be raised for tests or busy front desks with RATE_LIMIT_FACTOR.
 */
export const rateLimiter = (name: string, limit: number, windowMs: number) => {
  const windows = new Map<string, Window>()
  const factor = Number(process.env.RATE_LIMIT_FACTOR) || 1
  return (req: PayloadRequest, key: string = clientAddress(req)): void => {
    const now = Date.now()
    const bucket = `${name}:${key}`
    const current = windows.get(bucket)
    if (!current || current.resetAt <= now) {
      windows.set(bucket, { count: 1, resetAt: now + windowMs })
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
      return
    }
    current.count += 1
    if (current.count > limit * factor) {
      const seconds = Math.ceil((current.resetAt - now) / 1000)
      throw new ApiError(429, `Too many requests. Please try again in ${seconds} seconds.`)
    }
  }
}
