import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Staff cancel a mailing under way by deleting it: the round stops before its next batch, nobody after that gets
 * it, and the audit trail has one `mailing.cancelled` entry naming who did it and how many it had reached (as
 * api-notifications.int.spec.ts, which explains the hoisting). The SMTP server answers each mail after a while, so
 * the round is still going when the delete comes.
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp({ replyDelayMs: 150 })
  process.env.SMTP_URL = server.url
  return server
})

/** Four batches of ten (src/mail/sendMailing.ts). */
const RECIPIENTS = 40

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  for (let at = 0; at < RECIPIENTS; at++) {
    await payload.create({
      collection: 'subscribers',
      data: { email: `kund${at}@example.se`, marketingConsent: true, isActive: true },
    })
  }
})

afterAll(async () => {
  await smtp.stop()
})

type Entry = { targetId: string | null; actorName: string | null; count: number | null; outcome: string }
/** Every cancelling recorded so far (SQLite hands a deleted mailing's id to the next one: not told apart by id). */
const cancellings = async () =>
  (await payload.find({ collection: 'audit-log', where: { action: { equals: 'mailing.cancelled' } }, depth: 0 }))
    .docs as unknown as Entry[]

it('a mailing deleted during its round reaches nobody more, and its cancelling is recorded once', async () => {
  const created = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Nyheter', body_sv: 'Välkommen!' },
  })
  const id = created.body.data.id as string | number
  expect((await rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body: {} })).status).toBe(200)
  const sending = runMailingQueue(payload)
  await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThan(0), { timeout: 10_000, interval: 10 })
  expect((await rest('DELETE', `/api/notifications/${id}`, { headers: staff() })).status).toBe(200)
  await sending
  // The batch in hand when the delete came, and at most the one that had already started: never the whole list.
  const received = smtp.mails.length
  expect(received).toBeLessThanOrEqual(20)

  const [entry, ...more] = await cancellings()
  expect(more).toEqual([])
  expect(entry).toMatchObject({ targetId: String(id), actorName: 'admin', outcome: 'success' })
  expect(entry.count).toBeLessThanOrEqual(received)

  // Nothing is left to resume: running the queue again (the resume task's tick) sends nothing more.
  await runMailingQueue(payload)
  expect(smtp.mails.length).toBe(received)
})

it('deleting a mailing that was never sent, or whose round is done, cancels nothing', async () => {
  const before = await cancellings()
  const draft = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Utkast', body_sv: 'Inte klart.' },
  })
  const draftId = draft.body.data.id as string | number
  expect((await rest('DELETE', `/api/notifications/${draftId}`, { headers: staff() })).status).toBe(200)
  expect(await cancellings()).toEqual(before)

  const sent = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Skickat', body_sv: 'Redan ute.' },
  })
  const sentId = sent.body.data.id as string | number
  await rest('POST', `/api/notifications/${sentId}/send`, { headers: staff(), body: {} })
  await runMailingQueue(payload)
  const progress = await rest('GET', `/api/notifications/${sentId}/progress`, { headers: staff() })
  expect(progress.body.data).toMatchObject({ sent: RECIPIENTS, failed: 0 })
  expect((await rest('DELETE', `/api/notifications/${sentId}`, { headers: staff() })).status).toBe(200)
  expect(await cancellings()).toEqual(before)
})
