import type { BackupPart } from '../backupTypes'

export type ArchiveEntry = { name: string; type: BackupPart; size: number; created_at: string; safety: boolean }

/** Where an archive lives: the bucket (object storage), or the server's backup folder. */
export type ArchiveLocation = 'bucket' | 'folder'

/** An archive of `GET /api/backup/status`: `location` is given only where a bucket is configured. */
export type ListedArchive = ArchiveEntry & { location?: ArchiveLocation }

/** Why the dashboard warns about the daily backup: its last run failed, or its last archive is too old. */
type BackupWarning = 'failed' | 'stale'

/** `GET /api/backup/schedule`: the daily backup's settings, its last run, and whether staff should be warned. */
export type BackupScheduleAnswer = {
  /** The hour (0–23, Stockholm time) it is made at; null when the daily backup is off. */
  hour: number | null
  keep_daily: number
  keep_weekly: number
  /** Where new archives go. */
  storage: ArchiveLocation
  last_run: { at: string; succeeded: boolean; archive: string | null; error: string | null } | null
  last_success_at: string | null
  warning: BackupWarning | null
}
