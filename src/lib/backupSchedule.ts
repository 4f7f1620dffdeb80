/**
 * The daily backup: at which hour (Stockholm time) it is made and how many of its archives are kept. Read from
 * the environment; a value that cannot work stops the start (startupChecks.ts), so a typo never silently means
 * no backups or a different rotation.
 */
type BackupSchedule = {
  /** 0–23 in Stockholm time, or undefined when the daily backup is off. */
  hour: number | undefined
  /** The newest daily archives kept. */
  keepDaily: number
  /** Beyond those, the newest daily archive of each of this many latest weeks. */
  keepWeekly: number
}

const DEFAULTS = { hour: 3, keepDaily: 7, keepWeekly: 4 }

const wholeNumber = (value: string | undefined, min: number, max: number): number | undefined => {
  if (value === undefined || value.trim() === '' || !/^\d+$/.test(value.trim())) return undefined
  const number = Number(value)
  return number >= min && number <= max ? number : undefined
}

export const backupScheduleProblems = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const problems: string[] = []
  const { BACKUP_HOUR, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY } = env
  if (BACKUP_HOUR && BACKUP_HOUR !== 'off' && wholeNumber(BACKUP_HOUR, 0, 23) === undefined) {
    problems.push(`BACKUP_HOUR must be an hour from 0 to 23 (Stockholm time), or off (got "${BACKUP_HOUR}").`)
  }
  if (BACKUP_KEEP_DAILY && wholeNumber(BACKUP_KEEP_DAILY, 1, 1000) === undefined) {
    problems.push(`BACKUP_KEEP_DAILY must be a whole number from 1 to 1000 (got "${BACKUP_KEEP_DAILY}").`)
  }
  if (BACKUP_KEEP_WEEKLY && wholeNumber(BACKUP_KEEP_WEEKLY, 0, 1000) === undefined) {
    problems.push(`BACKUP_KEEP_WEEKLY must be a whole number from 0 to 1000 (got "${BACKUP_KEEP_WEEKLY}").`)
  }
  return problems
}

export const backupSchedule = (env: NodeJS.ProcessEnv = process.env): BackupSchedule => ({
  hour: env.BACKUP_HOUR === 'off' ? undefined : (wholeNumber(env.BACKUP_HOUR, 0, 23) ?? DEFAULTS.hour),
  keepDaily: wholeNumber(env.BACKUP_KEEP_DAILY, 1, 1000) ?? DEFAULTS.keepDaily,
  keepWeekly: wholeNumber(env.BACKUP_KEEP_WEEKLY, 0, 1000) ?? DEFAULTS.keepWeekly,
})

/** A scheduled backup older than this (or a failed last run) is warned about on the dashboard. */
const BACKUP_STALE_HOURS = 36

/**
 * The dashboard's warning: the last scheduled run failed, or the last successful one is more than 36 hours old.
 * Nothing before the first run (a new site), and nothing while the daily backup is off.
 */
export const scheduledBackupWarning = (
  now: Date,
  schedule: BackupSchedule,
  last: { succeeded: boolean; lastSuccessAt?: Date } | undefined,
): 'failed' | 'stale' | null => {
  if (schedule.hour === undefined || !last) return null
  if (!last.succeeded) return 'failed'
  const age = now.getTime() - (last.lastSuccessAt?.getTime() ?? 0)
  return age > BACKUP_STALE_HOURS * 3_600_000 ? 'stale' : null
}
