import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { takeSendLease } from '../../src/mail/sendLease'
import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/* Exactly-once mailings, against a real SMTP server (as api-notifications.int.spec.ts, which explains the hoisting). */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer
const recipients = ['ada@example.se', 'bo@example.se', 'cy@example.se']
const received = () => smtp.mails.flatMap((mail) => mail.to).sort()

const newMailing = async () => {
  const response = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: { subject_sv: 'Nyheter', subject_en: 'News', body_sv: 'Välkommen!', body_en: 'Welcome!' },
  })
  return response.body.data as { id: string | number }
}
const send = (id: string | number, body: object = {}) =>
  rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body })
const progress = async (id: string | number) =>
  (await rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })).body.data
const notification = async (id: string | number) =>
  (await rest('GET', `/api/notifications/${id}`, { headers: staff() })).body.data

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
  for (const email of recipients) {
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  }
})

beforeEach(() => {
  smtp.mails.length = 0
})

afterAll(async () => {
  await smtp.stop()
})

describe('POST /api/notifications/:id/send, exactly once', () => {
  it('of three concurrent sends one succeeds, the others get 409, and each subscriber gets one mail', async () => {
    const mailing = await newMailing()
    const answers = await Promise.all([send(mailing.id), send(mailing.id), send(mailing.id)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    // Refused while the first one's send is queued or running.
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error).toBe('This notification is being sent right now. Wait until it has finished.')
    }
    // Queued, not sent yet: the answer comes before any mail.
    expect(answers.find((a) => a.status === 200)?.body.data).toMatchObject({
      sent: 0,
      failed: 0,
      total: 3,
      remaining: 3,
      state: 'sending',
      notification: { sending: 1 },
    })
    expect(smtp.mails).toHaveLength(0)
    expect((await send(mailing.id)).status).toBe(409)
    await runMailingQueue(payload)
    expect(received()).toEqual(recipients)
    expect(await progress(mailing.id)).toEqual({
      round: 1,
      state: 'done',
      total: 3,
      sent: 3,
      failed: 0,
      bounced: 0,
      complained: 0,
      remaining: 0,
      failed_addresses: [],
    })
    // Once it has finished, a plain send is refused as already sent.
    expect((await send(mailing.id)).body.error).toMatch(/already been sent/)
    expect(received()).toEqual(recipients)
  })

  it('records each delivery, and an explicit re-send is a new round', async () => {
    const mailing = await newMailing()
    await send(mailing.id)
    await runMailingQueue(payload)
    expect((await send(mailing.id, { resend: true })).status).toBe(200)
    await runMailingQueue(payload)
    const { docs } = await payload.find({
      collection: 'mailing-deliveries',
      where: { mailing: { equals: String(mailing.id) } },
      pagination: false,
    })
    expect(docs.map((d) => `${d.round} ${d.email} ${d.status}`).sort()).toEqual(
      [1, 2].flatMap((round) => recipients.map((email) => `${round} ${email} sent`)),
    )
    expect(received()).toEqual([...recipients, ...recipients].sort())
  })

  it('resumes a send cut off midway without mailing anyone twice', async () => {
    const mailing = await newMailing()
    const subscribers = (await payload.find({ collection: 'subscribers', sort: 'email', pagination: false })).docs
    // As a crashed server left it: round 1 started; Ada's mail went out, Bo's was leaving when it stopped.
    await payload.update({ collection: 'mailings', id: mailing.id, data: { sendRound: 1 } })
    const delivery = (email: string, status: 'sent' | 'pending') => {
      const subscriber = subscribers.find((s) => s.email === email)!
      return payload.create({
        collection: 'mailing-deliveries',
        data: {
          key: `${mailing.id}:1:${subscriber.id}`,
          mailing: String(mailing.id),
          round: 1,
          subscriber: String(subscriber.id),
          email,
          status,
        },
      })
    }
    await delivery('ada@example.se', 'sent')
    await delivery('bo@example.se', 'pending')

    const resumed = await send(mailing.id)
    expect(resumed.status).toBe(200)
    // Bo's row stays pending (his mail may have left) and is never sent again: it counts as not yet done.
    expect(resumed.body.data).toMatchObject({ round: 1, sent: 1, total: 3, remaining: 2, state: 'sending' })
    await runMailingQueue(payload)
    expect(received()).toEqual(['cy@example.se'])
    expect(await progress(mailing.id)).toMatchObject({ sent: 2, total: 3, remaining: 0, state: 'done' })
    expect(await notification(mailing.id)).toMatchObject({ sent_count: 2, sending: 0, sent_at: expect.any(String) })
  })

  it('answers 409 while another server process holds the send', async () => {
    const mailing = await newMailing()
    expect(await takeSendLease(payload, mailing.id)).toBe(true)
    const response = await send(mailing.id)
    expect(response.status).toBe(409)
    expect(smtp.mails).toHaveLength(0)
  })
})
