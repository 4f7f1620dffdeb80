import type { Payload } from 'payload'

import { backupSchedule, scheduledBackupWarning } from '../lib/backupSchedule'
import type { BackupScheduleAnswer } from '../lib/contract/backups'
import { objectStorage } from '../platform/objectStorage'

type LastRun = { lastRunAt?: string | null; succeeded?: boolean | null; archive?: string | null; error?: string | null }

/** The daily backup as staff see it: its settings, its last run (src/jobs/scheduledBackup.ts) and any warning. */
export const backupScheduleState = async (payload: Payload, now = new Date()): Promise<BackupScheduleAnswer> => {
  const schedule = backupSchedule()
  const stored = (await payload.findGlobal({ slug: 'scheduled-backup', overrideAccess: true, depth: 0 })) as LastRun & {
    lastSuccessAt?: string | null
  }
  const last = stored.lastRunAt
    ? {
        at: stored.lastRunAt,
        succeeded: Boolean(stored.succeeded),
        archive: stored.archive ?? null,
        error: stored.error ?? null,
      }
    : null
  const lastSuccessAt = stored.lastSuccessAt ?? null
  return {
    hour: schedule.hour ?? null,
    keep_daily: schedule.keepDaily,
    keep_weekly: schedule.keepWeekly,
    storage: objectStorage() ? 'bucket' : 'folder',
    last_run: last,
    last_success_at: lastSuccessAt,
    warning: scheduledBackupWarning(
      now,
      schedule,
      last
        ? { succeeded: last.succeeded, ...(lastSuccessAt ? { lastSuccessAt: new Date(lastSuccessAt) } : {}) }
        : undefined,
    ),
  }
}
