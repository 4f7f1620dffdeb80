import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cancelCutOffJobs } from '../../src/jobs/cutOffJobs'
import { firstToRefreshToday } from '../../src/jobs/dailyPageRefresh'
import { withHeartbeat } from '../../src/jobs/jobHeartbeat'
import { holdsJobsRunner } from '../../src/jobs/oneJobsRunner'
import { databaseAdapter } from '../../src/platform/databaseAdapter'
import { seedOnInit } from '../../src/seed/seedOnInit'
import { testPayload } from '../support/payload'

let payload: Payload
let empty: Payload

/** A fresh database beside this file's, not yet seeded (as a server finds it at its very first start). */
const emptyDatabase = (): string => {
  const uri = process.env.DATABASE_URI!
  return uri.startsWith('file:') ? uri.replace(/\.db$/, '-empty.db') : `${uri}_empty`
}

beforeAll(async () => {
  payload = await testPayload()
  const { default: config } = await import('@payload-config')
  // Drizzle pushes a schema once per process unless told to: this second SQLite file needs its tables too.
  process.env.PAYLOAD_FORCE_DRIZZLE_PUSH = 'true'
  empty = await getPayload({
    config: { ...(await config), db: databaseAdapter(emptyDatabase()) as SanitizedConfig['db'] },
    key: 'empty-database',
    disableOnInit: true,
  })
  delete process.env.PAYLOAD_FORCE_DRIZZLE_PUSH
})

afterAll(async () => {
  await empty?.destroy()
})

const runnerLease = { key: { equals: 'jobs-runner' } }
const retention = { taskSlug: { equals: 'retention' } }
const scheduledJobs = async () => (await payload.count({ collection: 'payload-jobs', where: retention })).totalDocs

describe('work done once per cluster', () => {
  it('one server at a time runs and schedules the jobs queue: the holder of the jobs-runner lease', async () => {
    expect(await holdsJobsRunner(payload)).toBe(true)
    // Its crons of the same tick all go ahead; the daily retention is scheduled once.
    expect(await holdsJobsRunner(payload)).toBe(true)
    expect(await scheduledJobs()).toBe(1)

    // Another server holds it now (its number in the row): this one neither runs nor schedules.
    await payload.delete({ collection: 'payload-jobs', where: retention })
    const inAMinute = new Date(Date.now() + 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'rate-limits',
      where: runnerLease,
      data: { count: 7, expiresAt: inAMinute },
    })
    expect(await holdsJobsRunner(payload)).toBe(false)
    expect(await scheduledJobs()).toBe(0)

    // That server stopped: once its lease has run out, this one takes over.
    const past = new Date(Date.now() - 1_000).toISOString()
    await payload.db.updateOne({ collection: 'rate-limits', where: runnerLease, data: { expiresAt: past } })
    expect(await holdsJobsRunner(payload)).toBe(true)
    expect(await scheduledJobs()).toBe(1)
  })

  it("one server renders the day's pages into the shared cache at midnight", async () => {
    const midnight = new Date('2026-12-01T23:00:02Z')
    const [first, second] = await Promise.all([
      firstToRefreshToday(payload, midnight),
      firstToRefreshToday(payload, midnight),
    ])
    expect([first, second].sort()).toEqual([false, true])
    expect(await firstToRefreshToday(payload, new Date('2026-12-02T23:00:02Z'))).toBe(true)
  })

  it('servers starting together on an empty database seed it once', async () => {
    await Promise.all([seedOnInit(empty), seedOnInit(empty), seedOnInit(empty)])
    const { docs } = await empty.find({ collection: 'users', pagination: false, depth: 0 })
    expect(docs.map((user) => user.username)).toEqual(['admin'])
  })
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

/** A job of `task` queued by its schedule and taken by a runner whose last sign of life was at `beatAt`. */
const processingJob = async (task: 'retention' | 'scheduled-backup', queue: string, beatAt: string) => {
  const job = await payload.jobs.queue({ task, queue, input: {}, meta: { scheduled: true } })
  await payload.db.updateJobs({ id: job.id, data: { processing: true, updatedAt: beatAt }, req: {}, returning: false })
  return job.id
}

const job = (id: string | number) => payload.findByID({ collection: 'payload-jobs', id, depth: 0 })

describe('jobs cut off with their server', () => {
  it('the next lease holder cancels a job its stopped runner left processing, and its schedule goes on', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { id: { exists: true } } })
    const cutOff = await processingJob('retention', 'maintenance', minutesAgo(2))
    // Still beating on its (live) server: a long backup.
    const live = await processingJob('scheduled-backup', 'backups', new Date().toISOString())

    // As Payload leaves it: counted as active, it blocks the retention pass's schedule.
    await payload.jobs.handleSchedules({ allQueues: true })
    expect(await scheduledJobs()).toBe(1)

    // Its server (another number in the lease row) stopped; once the lease has run out, this one takes over.
    await payload.db.updateOne({
      collection: 'rate-limits',
      where: runnerLease,
      data: { count: 7, expiresAt: new Date(Date.now() - 1_000).toISOString() },
    })
    expect(await holdsJobsRunner(payload)).toBe(true)

    expect(await job(cutOff)).toMatchObject({ processing: false, hasError: true, error: { cancelled: true } })
    const next = await payload.find({
      collection: 'payload-jobs',
      where: { and: [retention, { hasError: { equals: false } }] },
    })
    expect(next.docs).toEqual([expect.objectContaining({ processing: false, meta: { scheduled: true } })])
    expect(next.docs[0].id).not.toEqual(cutOff)
    expect(await job(live)).toMatchObject({ processing: true, hasError: false })
  })

  it('a job running in this process beats while it runs, and is never taken for cut off', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const running = await processingJob('retention', 'maintenance', minutesAgo(2))
      let finish = () => {}
      const task = withHeartbeat({
        slug: 'retention',
        handler: () => new Promise<{ output: object }>((resolve) => (finish = () => resolve({ output: {} }))),
      })
      const handler = task.handler as (args: object) => Promise<unknown>
      const done = handler({ job: await job(running), req: { payload }, input: {} })

      // Silent in the database for two minutes, yet running here: left alone.
      expect(await cancelCutOffJobs(payload)).toEqual([])
      // Ten seconds on, its heartbeat has touched it.
      await vi.advanceTimersByTimeAsync(10_000)
      await expect.poll(async () => Date.parse((await job(running)).updatedAt)).toBeGreaterThan(Date.now() - 5_000)
      finish()
      await done
      expect(await job(running)).toMatchObject({ processing: true, hasError: false })
    } finally {
      vi.useRealTimers()
    }
  })
})
