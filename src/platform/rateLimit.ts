import type { PayloadRequest } from 'payload'

import { ApiError } from './apiError'
import { clientAddress } from './clientAddress'
import { countHit, sweepCounters } from './counters'
import { limitKey } from './limitKey'
import { recordMetric } from '../lib/observability/metrics.mjs'

/** Multiplies every limit, for busy front desks or test runs (RATE_LIMIT_FACTOR, default 1). */
export const rateLimitFactor = (): number => Number(process.env.RATE_LIMIT_FACTOR) || 1

const tooManyRequests = (waitMs: number) =>
  new ApiError(429, `Too many requests. Please try again in ${Math.max(1, Math.ceil(waitMs / 1000))} seconds.`)

const SWEEP_EVERY_MS = 60_000
let lastSweep = 0

/**
 * A fixed-window limit per client address (or a given key), counted in the database so every server process
 * shares it and restarts keep it. Throws the contract's 429.
 */
export const rateLimiter = (name: string, limit: number, windowMs: number) => {
  return async (req: PayloadRequest, key: string = clientAddress(req)): Promise<void> => {
    const now = Date.now()
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now
      await sweepCounters(req.payload)
    }
    const counter = await countHit(req.payload, limitKey(name, key), windowMs)
    if (counter.count > limit * rateLimitFactor()) {
      recordMetric((metrics) => metrics.rateLimited.inc({ limit: name }))
      throw tooManyRequests(counter.expiresAt - now)
    }
  }
}
