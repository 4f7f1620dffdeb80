import fs from 'node:fs'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/* When the database cannot be opened the contract answers 503 with Retry-After, and says why once (issue 38). */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

/*
 * A claim of recipients that stops partway: with `stopAfter` set, a mailing's second claim inserts only that many of
 * its rows and reports the database as gone (as an unordered insert on MongoDB can end). `claimed` counts the rows
 * the claims inserted.
 */
const claims = vi.hoisted(() => ({ stopAfter: null as number | null, calls: 0, claimed: 0 }))
vi.mock('../../src/platform/insertNewRows', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/platform/insertNewRows')>()
  const insertNewRows: typeof original.insertNewRows = async (payload, collection, rows) => {
    const stop = claims.stopAfter !== null && ++claims.calls === 2
    const inserted = await original.insertNewRows(payload, collection, stop ? rows.slice(0, claims.stopAfter!) : rows)
    claims.claimed += inserted.ids.size
    if (!stop) return inserted
    return { ...inserted, failure: new Error('SQLITE_CANTOPEN: unable to open database file') }
  }
  return { ...original, insertNewRows }
})

const UNAVAILABLE = {
  success: false,
  error: 'The database is not available right now. Please try again in a moment.',
}
const onSqlite = process.env.DATABASE_URI?.startsWith('file:')
const click = { element_type: 'treatment', element_id: '1', element_name: 'Ansiktsbehandling' }
const trackClick = () => rest('POST', '/api/simple-analytics/track-click', { body: click })

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

afterAll(async () => {
  await smtp.stop()
})

/** The reason is logged at most once a minute: each test starts a minute later. */
const nextMinute = (() => {
  let minutes = 0
  return () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + ++minutes * 61_000)
  }
})()

const databaseReports = (error: { mock: { calls: unknown[][] } }) =>
  error.mock.calls.filter(([entry]) => /database cannot be opened/.test(String((entry as { msg?: string })?.msg)))

describe.runIf(onSqlite)('with no file descriptor left', () => {
  it('a click is answered 503 with Retry-After, the reason is logged once, and clicks count again after', async () => {
    nextMinute()
    const error = vi.spyOn(payload.logger, 'error')
    // Every descriptor this process may still open, taken, as a burst of requests would (the limit here is ~20 000).
    const taken: number[] = []
    try {
      for (;;) taken.push(fs.openSync('/dev/null', 'r'))
    } catch {
      // EMFILE: none left.
    }
    let answers
    try {
      answers = [await trackClick(), await trackClick()]
    } finally {
      for (const fd of taken) fs.closeSync(fd)
    }
    for (const answer of answers) {
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(answer.body).toEqual(UNAVAILABLE)
    }
    expect(databaseReports(error)).toHaveLength(1)
    expect((await trackClick()).status).toBe(201)
  })
})

describe('a mailing when the database stops opening midway', () => {
  // Past the first batch, so that the failure falls on a later claim.
  const recipients = Array.from({ length: 24 }, (_, n) => `kund${String(n).padStart(2, '0')}@example.se`)

  it('stops the send job, and the next send mails the rest, nobody twice', async () => {
    for (const email of recipients) {
      await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
    }
    const staff = tokenHeaders(token).bearer
    const created = await rest('POST', '/api/notifications', {
      headers: staff,
      body: { subject_sv: 'Nyheter', subject_en: 'News', body_sv: 'Välkommen!', body_en: 'Welcome!' },
    })
    const send = () => rest('POST', `/api/notifications/${created.body.data.id}/send`, { headers: staff, body: {} })

    // The second batch's claim stops after its first recipient, as libsql does when no descriptor is left.
    claims.stopAfter = 1
    expect((await send()).status).toBe(200)
    await runMailingQueue(payload)
    expect(claims.claimed).toBeGreaterThan(1)
    expect(claims.claimed).toBeLessThan(recipients.length)
    // Those claimed before it stopped were still mailed, the first batch's and the one of the second.
    expect(smtp.mails).toHaveLength(claims.claimed)

    claims.stopAfter = null
    // The stopped job let go of the send: the next one resumes the round at once.
    const resumed = await send()
    expect(resumed.status).toBe(200)
    await runMailingQueue(payload)
    const progress = await rest('GET', `/api/notifications/${created.body.data.id}/progress`, { headers: staff })
    expect(progress.body.data).toMatchObject({ sent: recipients.length, failed: 0, state: 'done' })
    expect(smtp.mails.flatMap((mail) => mail.to).sort()).toEqual(recipients)
  })
})
