import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { collectDocuments } from '../../src/backup/createBackup'
import { deleteReadMessages } from '../../src/jobs/deleteReadMessages'
import { runRetention } from '../../src/jobs/runRetention'
import { releaseMaintenanceLease, takeMaintenanceLease } from '../../src/platform/maintenanceLease'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

let payload: Payload
let staff: Record<string, string>

beforeAll(async () => {
  payload = await testPayload()
  staff = tokenHeaders(await staffToken(payload)).bearer
})

const message = (email: string, data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'messages',
    data: { firstName: 'Test', lastName: 'Person', email, message: 'Hej, en fråga om behandlingar.', ...data },
  })
const messageEmails = async () =>
  (await payload.find({ collection: 'messages', pagination: false, sort: 'email' })).docs.map((doc) => doc.email)

describe('contact messages', () => {
  it('are stamped with the time they were read, through the contract, and keep it when marked again', async () => {
    const doc = await message('stamp@example.com')
    expect(doc.readAt ?? null).toBeNull()
    const first = await rest('PATCH', `/api/contact/messages/${doc.id}/read`, { headers: staff })
    expect(first.status).toBe(200)
    const read = await payload.findByID({ collection: 'messages', id: doc.id })
    expect(read.readAt).toBeTruthy()
    await rest('PATCH', `/api/contact/messages/${doc.id}/read`, { headers: staff })
    expect((await payload.findByID({ collection: 'messages', id: doc.id })).readAt).toBe(read.readAt)
    await payload.update({ collection: 'messages', id: doc.id, data: { isRead: false } })
    expect((await payload.findByID({ collection: 'messages', id: doc.id })).readAt ?? null).toBeNull()
    await payload.delete({ collection: 'messages', id: doc.id })
  })

  it('are deleted 12 months after being read; unread ones never, and a second run deletes nothing more', async () => {
    const now = new Date('2027-03-10T08:00:00.000Z')
    await message('unread-old@example.com', { createdAt: '2019-01-01T00:00:00.000Z' })
    await message('read-past@example.com', { isRead: true, readAt: '2026-03-10T07:59:59.000Z' })
    await message('read-at-cutoff@example.com', { isRead: true, readAt: '2026-03-10T08:00:00.000Z' })
    await message('read-recent@example.com', { isRead: true, readAt: '2027-01-01T00:00:00.000Z' })

    expect(await deleteReadMessages(payload, now)).toBe(1)
    expect(await messageEmails()).toEqual([
      'read-at-cutoff@example.com',
      'read-recent@example.com',
      'unread-old@example.com',
    ])
    expect(await deleteReadMessages(payload, now)).toBe(0)
    expect(await messageEmails()).toHaveLength(3)

    // A year later the unread one is still there.
    expect(await deleteReadMessages(payload, new Date('2030-01-01T00:00:00.000Z'))).toBe(2)
    expect(await messageEmails()).toEqual(['unread-old@example.com'])
  })
})

describe('visits and clicks', () => {
  // 90 days before this clock is 2026-06-03: raw rows of 2026-06-02 and earlier are rolled up and deleted.
  const now = new Date('2026-09-01T10:00:00.000Z')
  const days = [
    '2026-05-29',
    '2026-05-30',
    '2026-05-31',
    '2026-06-01',
    '2026-06-02',
    '2026-06-03',
    '2026-06-04',
    '2026-06-05',
  ]
  const elements = [
    { elementType: 'service_booking', elementId: '7', elementName: 'Klassisk manikyr' },
    { elementType: 'service_booking', elementId: '8', elementName: 'Ansiktsbehandling' },
    { elementType: 'discount_booking', elementId: '3', elementName: null },
    { elementType: 'header_booking', elementId: null, elementName: null },
  ]

  const answers = async () => {
    const daily = []
    for (const date of days)
      daily.push((await rest('GET', `/api/simple-analytics/daily-stats?date=${date}`, { headers: staff })).body)
    const weekly = []
    for (const end of ['2026-06-01', '2026-06-03', '2026-06-05']) {
      weekly.push((await rest('GET', `/api/simple-analytics/weekly-stats?date=${end}`, { headers: staff })).body)
    }
    return { daily, weekly }
  }
  const count = async (collection: 'visits' | 'clicks' | 'analytics-days') =>
    (await payload.count({ collection })).totalDocs

  it('rolls old days into daily counts, deletes exactly their raw rows, and the answers stay the same', async () => {
    // Day n gets n+1 visitors and a varied set of clicks at different hours.
    for (const [n, day] of days.entries()) {
      for (let v = 0; v <= n; v++)
        await payload.create({
          collection: 'visits',
          data: { visitorId: `v${v}`, day, createdAt: `${day}T09:00:00.000Z` },
        })
      for (let c = 0; c < n * 2 + 1; c++) {
        const element = elements[(c * (n + 1)) % elements.length]
        const hour = String(c % 24).padStart(2, '0')
        await payload.create({ collection: 'clicks', data: { ...element, createdAt: `${day}T${hour}:30:00.000Z` } })
      }
    }
    const before = await answers()
    expect(before.daily[1].data.visits).toBe(2)
    expect(before.daily[4].data.total_clicks).toBe(9)
    const rawBefore = { visits: await count('visits'), clicks: await count('clicks') }

    const result = await runRetention(payload, now)
    // The three closed days still within retention are counted too (for the statistics), their raw rows kept.
    expect(result).toMatchObject({
      skipped: false,
      removed: { analytics: { days: 5, visits: 15, clicks: 25 }, 'analytics-days': { days: 3 } },
    })

    expect(await answers()).toEqual(before)
    expect(await count('analytics-days')).toBe(8)
    expect(await count('visits')).toBe(rawBefore.visits - 15)
    expect(await count('clicks')).toBe(rawBefore.clicks - 25)
    const kept = await payload.find({ collection: 'visits', pagination: false })
    expect(new Set(kept.docs.map((visit) => visit.day))).toEqual(new Set(['2026-06-03', '2026-06-04', '2026-06-05']))

    // Idempotent: a second run with the same clock finds nothing more to do.
    const again = await runRetention(payload, now)
    expect(again).toMatchObject({
      skipped: false,
      removed: { analytics: { days: 0, visits: 0, clicks: 0 }, 'analytics-days': { days: 0 } },
    })
    expect(await answers()).toEqual(before)
    expect(await count('analytics-days')).toBe(8)

    // The counts are part of a backup.
    const archive = await collectDocuments(payload, 'all')
    expect(archive.collections['analytics-days']).toHaveLength(8)
  })

  it('skips the whole run while a backup restore holds the lease, and deletes nothing', async () => {
    await payload.create({ collection: 'visits', data: { visitorId: 'restored', day: '2026-01-15' } })
    await message('restored@example.com', { isRead: true, readAt: '2020-01-01T00:00:00.000Z' })
    expect(await takeMaintenanceLease(payload, 60_000)).toBe(true)
    try {
      expect(await runRetention(payload, now)).toEqual({ skipped: true })
      expect(await payload.count({ collection: 'visits', where: { visitorId: { equals: 'restored' } } })).toMatchObject(
        { totalDocs: 1 },
      )
      expect(await messageEmails()).toContain('restored@example.com')
    } finally {
      await releaseMaintenanceLease(payload)
    }
    expect(await runRetention(payload, now)).toMatchObject({ skipped: false })
    expect(await payload.count({ collection: 'visits', where: { visitorId: { equals: 'restored' } } })).toMatchObject({
      totalDocs: 0,
    })
    expect(await messageEmails()).not.toContain('restored@example.com')
  })
})

describe("Payload's jobs queue", () => {
  it('runs the retention pass as its task, schedules it daily, and starts no crons in tests', async () => {
    // Tests get Payload without crons: retention runs here only when called.
    expect(payload.crons).toHaveLength(0)
    await message('queued@example.com', { isRead: true, readAt: '2001-01-01T00:00:00.000Z' })

    const scheduled = await payload.jobs.handleSchedules({ queue: 'maintenance' })
    expect(scheduled.queued).toHaveLength(1)
    const { docs: waiting } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'retention' } },
    })
    expect(waiting).toHaveLength(1)
    const at = new Date(waiting[0].waitUntil!)
    expect([at.getHours(), at.getMinutes()]).toEqual([3, 30])
    expect(at.getTime()).toBeGreaterThan(Date.now())
    // Not due yet: a run leaves everything as it is.
    await payload.jobs.run({ queue: 'maintenance' })
    expect(await messageEmails()).toContain('queued@example.com')

    await payload.jobs.queue({ task: 'retention', queue: 'maintenance', input: {} })
    await payload.jobs.run({ queue: 'maintenance' })
    expect(await messageEmails()).not.toContain('queued@example.com')
    // The finished job is deleted and only the scheduled one waits. Checked on SQLite only: Payload records a
    // job's log with MongoDB's $push, which the jongodb test server lacks (a real MongoDB has it).
    if (process.env.DATABASE_URI?.startsWith('file:')) {
      const { docs: left } = await payload.find({ collection: 'payload-jobs' })
      expect(left.map((job) => [job.taskSlug, Boolean(job.hasError), Boolean(job.completedAt)])).toEqual([
        ['retention', false, false],
      ])
    }
  })
})
