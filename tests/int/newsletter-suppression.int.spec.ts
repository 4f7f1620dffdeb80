import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { NOT_BOUNCED, SUPPRESSED_NOT_TOGGLED } from '../../src/lib/subscriberStatus'
import { recordBounce } from '../../src/mail/recordBounce'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Suppression: a bounced or complained address is listed, filtered, counted and exported as such, is sent nothing
 * on a new sign-up (which answers as any other), is not switched back on, and only a bounce is lifted (with a
 * fresh confirmation). Against a real SMTP server. (As api-notifications.int.spec.ts, which explains the hoisting.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

let payload: Payload
let staff: Record<string, string>
let address = 0
const GONE = 'gone@example.se'
const SPAM = 'spam@example.se'

const subscribeAs = (email: string) =>
  rest('POST', '/api/newsletter/subscribe', {
    body: { email, source: 'footer' },
    headers: { 'x-forwarded-for': `10.9.2.${++address}` },
  })
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email))
const listed = async (query: string) =>
  (await rest('GET', `/api/newsletter/subscribers?limit=100&${query}`, { headers: staff })).body.data.subscribers as {
    id: number | string
    email: string
    status: string
    suppressed: { at: string; reason: string } | null
  }[]
const entryOf = async (email: string) => (await listed(`search=${email}`)).find((entry) => entry.email === email)!

beforeAll(async () => {
  payload = await testPayload()
  staff = tokenHeaders(await staffToken(payload)).bearer
  for (const email of [GONE, SPAM, 'ada@example.se'])
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  const event = { reason: '', source: 'smtp', at: new Date() } as const
  await recordBounce(payload, { ...event, key: 'a', kind: 'hard', email: GONE, reason: '550 5.1.1 no such user' })
  await recordBounce(payload, { ...event, key: 'b', kind: 'complaint', email: SPAM, reason: 'abuse' })
})

afterAll(async () => {
  await smtp.stop()
})

it('lists, filters, counts and exports the suppressed states with since when and why', async () => {
  expect(await entryOf(GONE)).toMatchObject({
    status: 'bounced',
    suppressed: { reason: '550 5.1.1 no such user' },
  })
  expect(await entryOf('ada@example.se')).toMatchObject({ status: 'confirmed', suppressed: null })
  expect((await listed('status=bounced')).map((entry) => entry.email)).toEqual([GONE])
  expect((await listed('status=complained')).map((entry) => entry.email)).toEqual([SPAM])
  const stats = await rest('GET', '/api/newsletter/stats', { headers: staff })
  expect(stats.body.data).toMatchObject({ total: 3, confirmed: 1, bounced: 1, complained: 1 })

  for (const [lang, bounced, complained] of [
    ['sv', 'Studsad', 'Anmälde som skräppost'],
    ['en', 'Bounced', 'Reported as spam'],
  ]) {
    const csv = await rest('GET', `/api/newsletter/subscribers/export?lang=${lang}&sort=email`, { headers: staff })
    const lines = String(csv.body).split('\r\n')
    expect(lines.find((line) => line.startsWith(GONE))).toContain(`;${bounced};`)
    expect(lines.find((line) => line.startsWith(SPAM))).toContain(`;${complained};`)
  }
})

it('answers a sign-up from a suppressed address as any other, and sends nothing', async () => {
  const fresh = await subscribeAs('ny@example.se')
  smtp.mails.length = 0
  for (const email of [GONE, SPAM]) {
    const answer = await subscribeAs(email)
    const same = (body: { data: { email: string } }) => ({ ...body, data: { ...body.data, email: 'x' } })
    expect({ status: answer.status, body: same(answer.body) }).toEqual({ status: fresh.status, body: same(fresh.body) })
    expect(answer.body.data.email).toBe(email)
  }
  expect(mailsTo(GONE)).toHaveLength(0)
  expect(mailsTo(SPAM)).toHaveLength(0)
  expect((await entryOf(GONE)).status).toBe('bounced')
  expect((await entryOf(SPAM)).status).toBe('complained')
})

it('never switches a suppressed address back on; lifts a bounce only, with a fresh confirmation', async () => {
  for (const email of [GONE, SPAM]) {
    const { id } = await entryOf(email)
    const toggled = await rest('PATCH', `/api/newsletter/subscribers/${id}/toggle`, { headers: staff })
    expect(toggled).toMatchObject({ status: 409, body: { success: false, error: SUPPRESSED_NOT_TOGGLED } })
  }
  // Not through Payload's own API either.
  const spam = await entryOf(SPAM)
  await expect(
    payload.update({ collection: 'subscribers', id: spam.id, data: { status: 'unsubscribed' } }),
  ).rejects.toThrow(SUPPRESSED_NOT_TOGGLED)

  const refused = await rest('POST', `/api/newsletter/subscribers/${spam.id}/lift-bounce`, { headers: staff })
  expect(refused).toMatchObject({ status: 409, body: { success: false, error: NOT_BOUNCED } })
  expect((await entryOf(SPAM)).status).toBe('complained')
  const ada = await entryOf('ada@example.se')
  expect((await rest('POST', `/api/newsletter/subscribers/${ada.id}/lift-bounce`, { headers: staff })).status).toBe(409)

  smtp.mails.length = 0
  const gone = await entryOf(GONE)
  const lifted = await rest('POST', `/api/newsletter/subscribers/${gone.id}/lift-bounce`, { headers: staff })
  expect(lifted.status).toBe(200)
  expect(lifted.body.data).toMatchObject({ email: GONE, status: 'pending', is_active: 0, suppressed: null })
  expect(mailsTo(GONE)).toHaveLength(1)
  expect(mailsTo(GONE)[0].text).toContain('/api/newsletter/confirm?token=')
  expect(mailsTo(SPAM)).toHaveLength(0)
  // The lift is in the owner's audit trail once, with the member who lifted it; the refusals are not.
  const audited = await payload.find({ collection: 'audit-log', where: { action: { equals: 'bounce.lifted' } } })
  expect(audited.docs).toHaveLength(1)
  expect(audited.docs[0]).toMatchObject({ targetCollection: 'subscribers', targetId: String(gone.id) })
  expect(audited.docs[0].actorName).toBe('admin')
})

it("deletes a subscriber's bounce history with them", async () => {
  const spam = await entryOf(SPAM)
  const history = () => payload.count({ collection: 'mail-bounces', where: { email: { equals: SPAM } } })
  expect((await history()).totalDocs).toBe(1)
  expect((await rest('DELETE', `/api/newsletter/subscribers/${spam.id}`, { headers: staff })).status).toBe(200)
  expect((await history()).totalDocs).toBe(0)
})
