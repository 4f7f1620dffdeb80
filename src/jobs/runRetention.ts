import type { Payload } from 'payload'

import { retentionSteps } from './retentionTasks'
import { releaseMaintenanceLease, takeMaintenanceLease } from '../platform/maintenanceLease'

const LEASE_MS = 15 * 60 * 1000

export type RetentionResult = { skipped: true } | { skipped: false; removed: Record<string, unknown> }

/**
 * One retention pass with one clock (`now`, taken by the caller at the start). It holds the maintenance lease
 * for its whole length: when a backup restore holds it, the pass is skipped (the next one catches up), so
 * nothing a restore is bringing back is deleted inside the same pass; and a restore waits for the pass to end.
 */
export const runRetention = async (payload: Payload, now: Date): Promise<RetentionResult> => {
  if (!(await takeMaintenanceLease(payload, LEASE_MS))) {
    payload.logger.info('Retention skipped: a backup restore is running.')
    return { skipped: true }
  }
  try {
    const removed: Record<string, unknown> = {}
    for (const step of retentionSteps) removed[step.name] = await step.run(payload, now)
    payload.logger.info({ msg: 'Retention done', removed })
    return { skipped: false, removed }
  } finally {
    await releaseMaintenanceLease(payload)
  }
}
