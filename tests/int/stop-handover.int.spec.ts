import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { MAILING_QUEUE } from '../../src/jobs/mailingTasks'
import { holdsJobsRunner } from '../../src/jobs/oneJobsRunner'
import { markStopping } from '../../src/lib/stopSignal.mjs'
import { takeSendLease } from '../../src/mail/sendLease'
import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * A server told to stop (server/gracefulStop.mjs marks it; this file is that server) while it sends a mailing:
 * readiness turns 503 while health stays 200, it takes no job, ends the round's batch in hand and lets its send
 * lease go; another process then finishes the round at once, without waiting out any lease, mailing each reader
 * once. (As api-notifications.int.spec.ts, which explains the hoisting.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp({ replyDelayMs: 150 })
  process.env.SMTP_URL = server.url
  return server
})

const READERS = 25
const BATCH = 10

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  for (let n = 0; n < READERS; n++) {
    const email = `lasare${String(n).padStart(2, '0')}@example.se`
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  }
})

afterAll(async () => {
  await smtp.stop()
})

const until = async (condition: () => boolean, what: string, timeoutMs = 30_000) => {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

it('a stopping server ends its batch, hands the round over, and another process finishes it at once', async () => {
  const created = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Vårens nyheter', body_sv: 'Välkommen!' },
  })
  const id = created.body.data.id
  expect((await rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body: {} })).status).toBe(200)
  expect((await rest('GET', '/api/ready')).status).toBe(200)

  const sending = runMailingQueue(payload)
  await until(() => smtp.mails.length > 0, 'the first mail')
  markStopping()
  const ready = await rest('GET', '/api/ready')
  expect(ready.status).toBe(503)
  expect(ready.body).toEqual({ success: false, error: 'The server is stopping. Please try again shortly.' })
  expect((await rest('GET', '/api/health')).status).toBe(200)
  await sending

  // The batch in hand went out whole, and nothing after it; the round is open and its lease free.
  expect(smtp.mails).toHaveLength(BATCH)
  const open = (await rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })).body.data
  expect(open.state).not.toBe('done')
  expect(await holdsJobsRunner(payload)).toBe(false)

  // The other server's resume task, queued as its next tick schedules it, takes the round over at once.
  await payload.jobs.queue({ task: 'resume-mailings', input: {}, queue: MAILING_QUEUE })
  const other = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/sendWorker.ts')], {
    env: {
      ...process.env,
      NODE_OPTIONS: process.env.DATABASE_URI!.startsWith('file:')
        ? ''
        : `--require ${path.resolve('tests/support/jongodb-driver-fix.cjs')}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  expect((await once(other, 'exit'))[0]).toBe(0)
  const done = (await rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })).body.data
  expect(done).toMatchObject({ state: 'done', failed: 0, remaining: 0, sent: READERS })
  const to = smtp.mails.flatMap((mail) => mail.to)
  expect(to).toHaveLength(READERS)
  expect(new Set(to).size).toBe(READERS)
  // Nothing is left holding the round.
  expect(await takeSendLease(payload, id)).toBe(true)
}, 120_000)
