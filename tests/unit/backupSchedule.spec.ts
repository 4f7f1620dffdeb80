import { describe, expect, it } from 'vitest'

import { dailyBackupDue, rotatedAway, salonDayAndHour } from '../../src/lib/backupRotation'
import { backupSchedule, backupScheduleProblems, scheduledBackupWarning } from '../../src/lib/backupSchedule'
import { objectStorageProblems, readObjectStorageConfig } from '../../src/lib/objectStorageConfig'
import { assertStartupConfig } from '../../src/lib/startupChecks'

const utc = (text: string) => new Date(`${text}Z`)
const env = (vars: Record<string, string>): NodeJS.ProcessEnv => ({ NODE_ENV: 'test', ...vars })

describe("the daily backup's hour, in Stockholm time", () => {
  it('follows summer time: 03:00 in Stockholm is 02:00 UTC in winter and 01:00 UTC in summer', () => {
    expect(salonDayAndHour(utc('2026-01-15T02:00:00'))).toEqual({ day: '2026-01-15', hour: 3 })
    expect(salonDayAndHour(utc('2026-07-15T01:00:00'))).toEqual({ day: '2026-07-15', hour: 3 })
    expect(salonDayAndHour(utc('2026-07-15T22:30:00'))).toEqual({ day: '2026-07-16', hour: 0 })
  })

  it('is due from the hour on, once a day', () => {
    expect(dailyBackupDue(utc('2026-07-15T00:59:00'), 3, undefined)).toBe(false)
    expect(dailyBackupDue(utc('2026-07-15T01:00:00'), 3, undefined)).toBe(true)
    expect(dailyBackupDue(utc('2026-07-15T20:00:00'), 3, utc('2026-07-15T01:07:00'))).toBe(false)
    expect(dailyBackupDue(utc('2026-07-16T01:07:00'), 3, utc('2026-07-15T01:07:00'))).toBe(true)
    // Made late yesterday (a catch-up), due again today at the hour.
    expect(dailyBackupDue(utc('2026-07-16T01:07:00'), 3, utc('2026-07-15T21:30:00'))).toBe(true)
  })
})

describe('rotation', () => {
  const daily = (day: string) => ({ name: day, createdAt: utc(`${day}T02:05:00`) })
  const march = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => daily(`2026-03-${String(from + i).padStart(2, '0')}`))

  it('keeps the newest N and the newest of each of M earlier weeks', () => {
    // 2 March 2026 is a Monday: weeks 10 (2–8), 11 (9–15), 12 (16–).
    const away = rotatedAway(march(2, 16), 2, 2).map((a) => a.name)
    const kept = march(2, 16)
      .map((a) => a.name)
      .filter((name) => !away.includes(name))
    expect(kept).toEqual(['2026-03-08', '2026-03-14', '2026-03-15', '2026-03-16'])
  })

  it('removes nothing while there are no more than N, and keeps only N without weeks', () => {
    expect(rotatedAway(march(1, 7), 7, 0)).toEqual([])
    expect(rotatedAway(march(1, 9), 7, 0).map((a) => a.name)).toEqual(['2026-03-02', '2026-03-01'])
  })
})

describe('configuration', () => {
  it('has defaults, takes valid values and names invalid ones', () => {
    expect(backupSchedule(env({}))).toEqual({ hour: 3, keepDaily: 7, keepWeekly: 4 })
    expect(backupSchedule(env({ BACKUP_HOUR: 'off', BACKUP_KEEP_WEEKLY: '0' }))).toEqual({
      hour: undefined,
      keepDaily: 7,
      keepWeekly: 0,
    })
    expect(
      backupScheduleProblems(env({ BACKUP_HOUR: '24', BACKUP_KEEP_DAILY: '0', BACKUP_KEEP_WEEKLY: 'x' })),
    ).toHaveLength(3)
  })

  it('refuses object storage set by half', () => {
    expect(objectStorageProblems(env({}))).toEqual([])
    expect(readObjectStorageConfig(env({}))).toBeUndefined()
    expect(objectStorageProblems(env({ S3_ENDPOINT: 'https://s3.example' }))[0]).toContain('S3_BUCKET is not')
    expect(objectStorageProblems(env({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }))[0]).toContain('go together')
    expect(objectStorageProblems(env({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }))[0]).toContain('S3_ENDPOINT')
    expect(objectStorageProblems(env({ S3_BUCKET: 'b', S3_BACKUP_PREFIX: 'media/backups' }))[0]).toContain(
      'S3_BACKUP_PREFIX',
    )
    expect(
      readObjectStorageConfig(env({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true', S3_BACKUP_PREFIX: 'site/backups/' })),
    ).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      forcePathStyle: true,
      mediaPrefix: 'media',
      backupPrefix: 'site/backups',
    })
  })

  it('stop the start, naming the variable', () => {
    expect(() => assertStartupConfig(env({ S3_ACCESS_KEY_ID: 'key' }))).toThrow(/S3_ACCESS_KEY_ID is set but S3_BUCKET/)
    expect(() => assertStartupConfig(env({ BACKUP_HOUR: '25' }))).toThrow(/BACKUP_HOUR/)
    expect(() => assertStartupConfig(env({ S3_BUCKET: 'b', BACKUP_HOUR: '3' }))).not.toThrow()
  })

  it('warns when the last run failed or the last success is more than 36 hours old', () => {
    const schedule = backupSchedule(env({}))
    const now = utc('2026-03-10T12:00:00')
    expect(scheduledBackupWarning(now, schedule, undefined)).toBeNull()
    expect(scheduledBackupWarning(now, schedule, { succeeded: false })).toBe('failed')
    expect(
      scheduledBackupWarning(now, schedule, { succeeded: true, lastSuccessAt: utc('2026-03-09T02:05:00') }),
    ).toBeNull()
    expect(scheduledBackupWarning(now, schedule, { succeeded: true, lastSuccessAt: utc('2026-03-08T23:59:00') })).toBe(
      'stale',
    )
    expect(scheduledBackupWarning(now, { ...schedule, hour: undefined }, { succeeded: false })).toBeNull()
  })
})
