import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * A send against an SMTP server that refuses some recipients: once for a moment (451, greylisting) and for good
 * (550, no such mailbox). (As api-notifications.int.spec.ts, which explains the hoisting.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const asked = new Map<string, number>()
  const server = await startSmtp({
    refuse: (address) => {
      asked.set(address, (asked.get(address) ?? 0) + 1)
      if (address === 'later@example.se' && asked.get(address) === 1)
        return { code: 451, message: 'Greylisted, try again later' }
      if (address === 'gone@example.se') return { code: 550, message: 'No such mailbox' }
      return undefined
    },
  })
  process.env.SMTP_URL = server.url
  return Object.assign(server, { asked })
})

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer
const recipients = ['ada@example.se', 'gone@example.se', 'later@example.se']

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  for (const email of recipients)
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
})

afterAll(async () => {
  await smtp.stop()
})

it('retries a transient refusal until it is delivered, and records a permanent one as failed at once', async () => {
  const created = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Nyheter', body_sv: 'Välkommen!' },
  })
  const id = created.body.data.id
  expect((await rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body: {} })).status).toBe(200)
  await runMailingQueue(payload)

  expect(smtp.mails.flatMap((mail) => mail.to).sort()).toEqual(['ada@example.se', 'later@example.se'])
  expect(smtp.asked.get('later@example.se')).toBe(2)
  expect(smtp.asked.get('gone@example.se')).toBe(1)
  const progress = await rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })
  expect(progress.body.data).toEqual({
    round: 1,
    state: 'done',
    total: 3,
    sent: 2,
    failed: 1,
    bounced: 1,
    complained: 0,
    remaining: 0,
    failed_addresses: ['gone@example.se'],
  })
  const notification = await rest('GET', `/api/notifications/${id}`, { headers: staff() })
  expect(notification.body.data).toMatchObject({
    sent_count: 2,
    sending: 0,
    figures: { sent: 2, failed: 1, bounced: 1, complained: 0 },
  })
})
