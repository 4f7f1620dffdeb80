import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup } from '../../src/backup/createBackup'
import { runScheduledBackup } from '../../src/jobs/scheduledBackup'
import { backupScheduleState } from '../../src/queries/backupSchedule'
import { testPayload } from '../support/payload'
import type * as Rest from '../support/rest'
import { leaveBucket, startS3, type TestS3, useBucket } from '../support/s3'

/*
 * Issue 30: the daily backup, with a fake clock (each run is given its `now`): made once a day from the salon's hour
 * (Stockholm time) into the bucket, rotated to the newest N daily and one a week for M weeks, never touching safety
 * or staff-made archives; its last run (a failing bucket too) is what the contract's schedule route and the
 * dashboard show.
 */
let s3: TestS3
// Imported once the bucket is set: the route handlers load the Payload config, which reads S3_* as it loads.
let rest: typeof Rest.rest
let payload: Payload
let staff: Record<string, string>

/** 2026-03-02 is a Monday; Stockholm is UTC+1 until 29 March, so 03:05 there is 02:05 UTC. */
const at = (day: number, utc: string) => new Date(`2026-03-${String(day).padStart(2, '0')}T${utc}Z`)

const archives = async () =>
  (await rest('GET', '/api/backup/status', { headers: staff })).body.data as { name: string }[]
const dailyDays = async () =>
  (await archives())
    .map((a) => /^salong-all-2026-03-(\d\d)T.*-daily\.tar\.gz$/.exec(a.name)?.[1])
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b)

beforeAll(async () => {
  s3 = await startS3()
  useBucket(s3)
  Object.assign(process.env, { BACKUP_HOUR: '3', BACKUP_KEEP_DAILY: '2', BACKUP_KEEP_WEEKLY: '2' })
  ;({ rest } = await import('../support/rest'))
  const { staffToken } = await import('../support/staff')
  payload = await testPayload()
  staff = { Authorization: `Bearer ${await staffToken(payload)}` }
})

afterAll(async () => {
  for (const name of ['BACKUP_HOUR', 'BACKUP_KEEP_DAILY', 'BACKUP_KEEP_WEEKLY']) delete process.env[name]
  if (s3) leaveBucket(s3)
  await s3?.stop()
})

describe('the daily backup', () => {
  it('is not made before its hour, is made at it, and only once that day', async () => {
    expect(await runScheduledBackup(payload, at(2, '01:55:00.000'))).toEqual({ made: false, reason: 'not due' })
    expect(await dailyDays()).toEqual([])
    const made = await runScheduledBackup(payload, at(2, '02:05:00.000'))
    expect(made).toMatchObject({ made: true, archive: 'salong-all-2026-03-02T02-05-00-000Z-daily.tar.gz' })
    expect(await dailyDays()).toEqual([2])
    expect(await runScheduledBackup(payload, at(2, '22:59:00.000'))).toEqual({ made: false, reason: 'not due' })
    // After midnight in Stockholm (23:00 UTC) it is the next day, but not yet its hour.
    expect(await runScheduledBackup(payload, at(2, '23:30:00.000'))).toEqual({ made: false, reason: 'not due' })
  })

  it('keeps the newest two and one a week for two weeks, never a safety or staff-made archive', async () => {
    const safety = await createBackup(payload, 'all', { kind: 'safety', at: at(1, '10:00:00.000') })
    const manual = await createBackup(payload, 'all', { at: at(1, '11:00:00.000') })
    // A server that was down at 03:00 catches up later the same day.
    for (let day = 3; day <= 16; day++)
      await runScheduledBackup(payload, at(day, day === 9 ? '15:40:00.000' : '02:05:00.000'))
    expect(await dailyDays()).toEqual([8, 14, 15, 16])
    const names = (await archives()).map((a) => a.name)
    expect(names).toEqual(expect.arrayContaining([safety.name, manual.name]))
  })

  it('shows its last run through the contract, and warns when it is more than 36 hours old', async () => {
    const schedule = await rest('GET', '/api/backup/schedule', { headers: staff })
    expect(schedule.status).toBe(200)
    expect(schedule.body.data).toMatchObject({
      hour: 3,
      keep_daily: 2,
      keep_weekly: 2,
      storage: 'bucket',
      last_run: {
        at: '2026-03-16T02:05:00.000Z',
        succeeded: true,
        archive: 'salong-all-2026-03-16T02-05-00-000Z-daily.tar.gz',
        error: null,
      },
      last_success_at: '2026-03-16T02:05:00.000Z',
    })
    expect((await backupScheduleState(payload, at(17, '12:00:00.000'))).warning).toBeNull()
    expect((await backupScheduleState(payload, at(17, '14:06:00.000'))).warning).toBe('stale')
    expect((await rest('GET', '/api/backup/schedule')).status).toBe(401)
  })

  it('records a failing bucket, which the contract then warns about', async () => {
    await s3.stop()
    await expect(runScheduledBackup(payload, at(17, '02:05:00.000'))).rejects.toThrow()
    const schedule = await rest('GET', '/api/backup/schedule', { headers: staff })
    expect(schedule.body.data).toMatchObject({
      last_run: { at: '2026-03-17T02:05:00.000Z', succeeded: false },
      last_success_at: '2026-03-16T02:05:00.000Z',
      warning: 'failed',
    })
    expect(schedule.body.data.last_run.error).toBe('The bucket "salong-test" does not answer; no backup was made.')
  })
})
