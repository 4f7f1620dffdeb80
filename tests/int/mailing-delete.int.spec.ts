import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/* A deleted mailing takes its delivery records with it (as api-notifications.int.spec.ts, which explains the hoisting). */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer
const recipients = ['dag@example.se', 'eva@example.se']
const received = () => smtp.mails.flatMap((mail) => mail.to).sort()

const newMailing = async () =>
  (
    await rest('POST', '/api/notifications', {
      headers: staff(),
      body: { subject_sv: 'Nyheter', body_sv: 'Välkommen!' },
    })
  ).body.data as {
    id: string | number
  }
/** Sends and runs the queued job; answers the round's progress once it is done. */
const send = async (id: string | number) => {
  await rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body: {} })
  await runMailingQueue(payload)
  return rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  for (const email of recipients)
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
})

afterAll(async () => {
  await smtp.stop()
})

it('a new mailing after a sent one was deleted reaches every subscriber (SQLite gives it the freed id)', async () => {
  const first = await newMailing()
  expect((await send(first.id)).body.data).toMatchObject({ sent: 2, failed: 0 })
  expect((await rest('DELETE', `/api/notifications/${first.id}`, { headers: staff() })).status).toBe(200)
  expect(
    (await payload.count({ collection: 'mailing-deliveries', where: { mailing: { equals: String(first.id) } } }))
      .totalDocs,
  ).toBe(0)

  smtp.mails.length = 0
  const second = await newMailing()
  expect((await send(second.id)).body.data).toMatchObject({ sent: 2, failed: 0 })
  expect(received()).toEqual(recipients)
})
