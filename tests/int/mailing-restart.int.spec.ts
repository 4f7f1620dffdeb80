import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { MAILING_QUEUE } from '../../src/jobs/mailingTasks'
import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * A send survives a server restart midway: another process runs the send job and is killed (SIGKILL) while mail
 * is leaving; this process then resumes the round as the restarted server's resume task does. The SMTP server
 * answers each mail a moment after receiving it, so the kill falls between a mail arriving and its sender
 * hearing so. (As api-notifications.int.spec.ts, which explains the hoisting.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp({ replyDelayMs: 150 })
  process.env.SMTP_URL = server.url
  return server
})

const SUBSCRIBERS = 30
const LEASE_MS = 2 * 60 * 1000

let payload: Payload
let token: string
let worker: ChildProcess | undefined
const staff = () => tokenHeaders(token).bearer

const until = async (condition: () => boolean, what: string, timeoutMs = 90_000) => {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The other server: the same database, SMTP server and secret; on MongoDB with the test driver's workaround. */
const startWorker = () => {
  const fix = path.resolve('tests/support/jongodb-driver-fix.cjs')
  const onMongo = !process.env.DATABASE_URI?.startsWith('file:')
  return spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/sendWorker.ts')], {
    env: { ...process.env, NODE_OPTIONS: onMongo ? `--require ${fix}` : '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const email = `kund${String(n).padStart(2, '0')}@example.se`
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  }
})

afterAll(async () => {
  worker?.kill('SIGKILL')
  vi.useRealTimers()
  await smtp.stop()
})

it('a send cut off by a killed server is resumed after the restart and mails nobody twice', async () => {
  const created = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Nyheter', body_sv: 'Välkommen!' },
  })
  const id = created.body.data.id
  expect((await rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body: {} })).status).toBe(200)

  worker = startWorker()
  const exited = new Promise((resolve) => worker!.once('exit', resolve))
  await until(() => smtp.mails.length >= 4, 'the other server to start sending')
  worker.kill('SIGKILL')
  await exited
  const beforeCrash = smtp.mails.length
  expect(beforeCrash).toBeLessThan(SUBSCRIBERS)

  // The restarted server: the dead sender's lease runs out, and the resume task (run every minute) queues the
  // round again; its old job stays as it was, marked processing, and is never run twice.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + LEASE_MS + 1000)
  await payload.jobs.queue({ task: 'resume-mailings', input: {}, queue: MAILING_QUEUE })
  await runMailingQueue(payload)

  const progress = (await rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })).body.data
  expect(progress).toMatchObject({ state: 'done', failed: 0, remaining: 0 })
  const to = smtp.mails.flatMap((mail) => mail.to)
  expect(new Set(to).size).toBe(to.length)
  expect(smtp.mails.length).toBeGreaterThan(beforeCrash)
  // Everyone was claimed once; only those whose mail was leaving at the kill stay pending (it may have arrived).
  const { docs } = await payload.find({
    collection: 'mailing-deliveries',
    where: { mailing: { equals: String(id) } },
    pagination: false,
  })
  expect(docs).toHaveLength(SUBSCRIBERS)
  const sent = docs.filter((row) => row.status === 'sent').map((row) => row.email)
  expect(progress.sent).toBe(sent.length)
  for (const email of sent) expect(to).toContain(email)
  expect(docs.filter((row) => row.status === 'pending').length).toBeLessThanOrEqual(10)
}, 180_000)
