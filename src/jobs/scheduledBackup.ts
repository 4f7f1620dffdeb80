import type { Payload } from 'payload'

import { SYSTEM_ACTOR } from '../audit/actions'
import { recordAudit } from '../audit/recordAudit'
import { parseArchiveName } from '../backup/archiveName'
import { allArchives, removeArchive } from '../backup/archiveStore'
import { createBackup } from '../backup/createBackup'
import { dailyBackupDue, rotatedAway } from '../lib/backupRotation'
import { backupSchedule } from '../lib/backupSchedule'
import { releaseMaintenanceLease, takeMaintenanceLease } from '../platform/maintenanceLease'
import { bucketAnswers, objectStorage } from '../platform/objectStorage'

const LEASE_MS = 60 * 60 * 1000

type ScheduledBackupResult =
  { made: false; reason: 'off' | 'not due' | 'busy' } | { made: true; archive: string; rotated: string[] }

const dailyArchives = async () =>
  (await allArchives()).flatMap((archive) => {
    const parsed = parseArchiveName(archive.name)
    return parsed?.kind === 'daily' ? [{ ...archive, createdAt: new Date(parsed.createdAt) }] : []
  })

const record = (payload: Payload, data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'scheduled-backup', data: data as never, overrideAccess: true, depth: 0 })

/**
 * The daily backup, asked every hour with one clock (`now`): when the salon's hour has come and there is no daily
 * archive of today yet, an archive of everything is made where archives go (the bucket when configured), then
 * the daily archives are rotated (src/lib/backupRotation.ts; safety and staff-made ones are never touched). The
 * run's result, a failure's message included, is kept in the `scheduled-backup` global for the dashboard, and a
 * failure is thrown on so the job is marked failed too. It holds the maintenance lease, so it never runs during a
 * restore or the retention pass (the next hour catches up).
 */
export const runScheduledBackup = async (payload: Payload, now: Date): Promise<ScheduledBackupResult> => {
  const { hour, keepDaily, keepWeekly } = backupSchedule()
  if (hour === undefined) return { made: false, reason: 'off' }
  try {
    // A bucket that does not answer is said so plainly, rather than as the SDK's error of the first request.
    const bucket = objectStorage()
    if (bucket && !(await bucketAnswers(bucket, 10_000))) {
      throw new Error(`The bucket "${bucket.bucket}" does not answer; no backup was made.`)
    }
    const dailies = await dailyArchives()
    const last = dailies.reduce<Date | undefined>(
      (newest, a) => (!newest || a.createdAt > newest ? a.createdAt : newest),
      undefined,
    )
    if (!dailyBackupDue(now, hour, last)) return { made: false, reason: 'not due' }
    if (!(await takeMaintenanceLease(payload, LEASE_MS))) return { made: false, reason: 'busy' }
    try {
      const made = await createBackup(payload, 'all', { kind: 'daily', at: now })
      await recordAudit(payload, {
        action: 'backup.created',
        actor: SYSTEM_ACTOR,
        target: { collection: 'backups', id: made.name },
        detail: 'daily',
      })
      const all = [...dailies, { name: made.name, createdAt: new Date(made.created_at) }]
      const away = rotatedAway(all, keepDaily, keepWeekly)
      for (const archive of away) {
        const found = dailies.find((daily) => daily.name === archive.name)
        if (found) await removeArchive(found)
      }
      await record(payload, { lastRunAt: now, succeeded: true, archive: made.name, error: null, lastSuccessAt: now })
      payload.logger.info({ msg: 'Scheduled backup made', archive: made.name, rotated: away.map((a) => a.name) })
      return { made: true, archive: made.name, rotated: away.map((a) => a.name) }
    } finally {
      await releaseMaintenanceLease(payload)
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.error({ err: error, msg: 'Scheduled backup failed' })
    await record(payload, { lastRunAt: now, succeeded: false, error: message.slice(0, 500) }).catch(() => undefined)
    throw error
  }
}
