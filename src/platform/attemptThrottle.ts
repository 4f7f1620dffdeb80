import type { Payload } from 'payload'

import { ApiError } from './apiError'
import { advanceCounter, type Counter, readCounter } from './counters'
import { rateLimitFactor } from './rateLimit'

/**
 * `free` attempts, then growing delays up to `maxDelayMs`. The count is forgotten `forgetAfterMs` after the last
 * attempt, or with `fixedWindow` that long after the first, however often someone keeps trying.
 */
export type ThrottleRule = { free: number; maxDelayMs: number; forgetAfterMs: number; fixedWindow?: boolean }

const tooManyAttempts = (waitMs: number) =>
  new ApiError(
    429,
    `Too many login attempts. Please wait ${Math.max(1, Math.ceil(waitMs / 1000))} seconds and try again.`,
  )

/** The wait before the attempt after `count`: none for the free ones, then 1 s, 2 s, 4 s … up to the cap. */
const delayAfter = (count: number, rule: ThrottleRule): number => {
  const free = rule.free * rateLimitFactor()
  return count < free ? 0 : Math.min(1000 * 2 ** (count - free), rule.maxDelayMs)
}

const waitFor = (seen: Counter | null, rule: ThrottleRule, now = Date.now()): number =>
  seen ? seen.lastAt + delayAfter(seen.count, rule) - now : 0

/**
 * Takes the next attempt of `key` or throws 429 with the wait. Growing delays instead of a lock: nobody can shut
 * an account for longer than the cap, and a refused attempt neither counts nor moves the wait on. Each delayed
 * attempt is a compare-and-set slot, so a burst of parallel guesses gets one try, not one each.
 */
export const takeAttempt = async (payload: Payload, key: string, rule: ThrottleRule): Promise<void> => {
  for (let round = 0; round < 5; round++) {
    const seen = await readCounter(payload, key)
    const wait = waitFor(seen, rule)
    if (wait > 0) throw tooManyAttempts(wait)
    if (await advanceCounter(payload, key, seen, rule.forgetAfterMs, rule.fixedWindow)) return
    // Another request took this slot; a free attempt simply tries again, a delayed one waits its turn.
    const next = delayAfter((seen?.count ?? 0) + 1, rule)
    if (next > 0) throw tooManyAttempts(next)
  }
  throw tooManyAttempts(1000)
}
