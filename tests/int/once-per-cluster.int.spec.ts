import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { firstToRefreshToday } from '../../src/jobs/dailyPageRefresh'
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
