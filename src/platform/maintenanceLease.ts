import type { Payload } from 'payload'

import { deleteCounter, startCounter } from './counters'

/**
 * One lease in the shared counters table for work that must not overlap: a backup restore and the retention
 * run. Taken atomically (a unique key), so it holds across server processes; a holder that crashed stops
 * mattering once the lease runs out. Retention skips its run when a restore holds it, so it never deletes what
 * a restore is bringing back; a restore waits for a running retention pass to finish.
 */
const KEY = 'maintenance'

export const takeMaintenanceLease = async (payload: Payload, ttlMs: number): Promise<boolean> =>
  (await startCounter(payload, KEY, Date.now(), ttlMs)) !== null

/** Waits up to `waitMs` for the lease (a retention pass takes seconds). */
export const awaitMaintenanceLease = async (payload: Payload, ttlMs: number, waitMs: number): Promise<boolean> => {
  const until = Date.now() + waitMs
  for (;;) {
    if (await takeMaintenanceLease(payload, ttlMs)) return true
    if (Date.now() >= until) return false
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export const releaseMaintenanceLease = (payload: Payload): Promise<void> => deleteCounter(payload, KEY)
