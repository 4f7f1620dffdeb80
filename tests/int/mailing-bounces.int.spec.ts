import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { startMetrics } from '../../src/lib/observability/metrics.mjs'
import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Bounces at sending, against a real SMTP server that refuses chosen recipients: `gone` for good (550 5.1.1),
 * `full` for now at every mailing (452 4.2.2), `flaky` for now except at the second mailing. The test's own clock
 * moves between mailings (vi.setSystemTime: only this process's Date; the product reads the time as it is).
 * (As api-notifications.int.spec.ts, which explains the hoisting.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const state = { mailing: 0, asked: new Map<string, number[]>() }
  const server = await startSmtp({
    refuse: (address) => {
      state.asked.set(address, [...(state.asked.get(address) ?? []), state.mailing])
      if (address === 'gone@example.se') return { code: 550, message: '5.1.1 <gone@example.se>: no such user' }
      if (address === 'full@example.se' || (address === 'flaky@example.se' && state.mailing !== 2))
        return { code: 452, message: '4.2.2 Mailbox full' }
      return undefined
    },
  })
  process.env.SMTP_URL = server.url
  return Object.assign(server, { state })
})

const DAY = 24 * 60 * 60 * 1000
const start = new Date('2026-03-02T09:00:00Z').getTime()
let payload: Payload

const metrics = startMetrics()

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: start, shouldAdvanceTime: true })
  payload = await testPayload()
  for (const email of ['ada@example.se', 'gone@example.se', 'full@example.se', 'flaky@example.se'])
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
})

afterAll(async () => {
  vi.useRealTimers()
  await smtp.stop()
})

/** Sends mailing number `mailing` on day `day` (the clock moved there first), as staff do, to the end. */
const mailOn = async (mailing: number, day: number) => {
  vi.setSystemTime(start + day * DAY)
  smtp.state.mailing = mailing
  // A token made on this day: the last one expired with the days the clock moved.
  const staff = tokenHeaders(await staffToken(payload)).bearer
  const created = await rest('POST', '/api/notifications', {
    headers: staff,
    body: { subject_sv: `Nyheter ${mailing}`, body_sv: 'Välkommen!' },
  })
  const id = created.body.data.id
  expect((await rest('POST', `/api/notifications/${id}/send`, { headers: staff, body: {} })).status).toBe(200)
  await runMailingQueue(payload)
  return { id, staff }
}

const statusOf = async (email: string) => {
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })
  return docs[0]
}
const mailingsAsked = (email: string) => smtp.state.asked.get(email) ?? []

it('suppresses a permanent refusal at once, and three soft ones over a week with no delivery between', async () => {
  const first = await mailOn(1, 0)
  // The mailing's figures: ada's mail delivered, the other three refused, and so bounced (one hard, two soft).
  const answer = await rest('GET', `/api/notifications/${first.id}`, { headers: first.staff })
  expect(answer.body.data.figures).toEqual({ sent: 1, failed: 3, bounced: 3, complained: 0 })
  const progress = await rest('GET', `/api/notifications/${first.id}/progress`, { headers: first.staff })
  expect(progress.body.data).toMatchObject({ sent: 1, failed: 3, bounced: 3, complained: 0 })
  const gone = await statusOf('gone@example.se')
  expect(gone).toMatchObject({ status: 'bounced', isActive: false })
  expect(gone.suppressedAt?.slice(0, 10)).toBe('2026-03-02')
  expect(gone.suppressionReason).toContain('5.1.1')
  expect((await statusOf('full@example.se')).status).toBe('confirmed')
  // A full mailbox is not asked again within the round: seconds do not empty it.
  expect(mailingsAsked('full@example.se')).toEqual([1])

  await mailOn(2, 3)
  expect(mailingsAsked('gone@example.se')).toEqual([1])
  expect((await statusOf('full@example.se')).status).toBe('confirmed')

  await mailOn(3, 8)
  const full = await statusOf('full@example.se')
  expect(full).toMatchObject({ status: 'bounced', isActive: false })
  expect(full.suppressedAt?.slice(0, 10)).toBe('2026-03-10')
  expect(full.suppressionReason).toContain('4.2.2')
  expect((await statusOf('flaky@example.se')).status).toBe('confirmed')

  await mailOn(4, 9)
  // Also three soft bounces over a week after the first, but a delivery came between: counting began after it.
  expect((await statusOf('flaky@example.se')).status).toBe('confirmed')

  await mailOn(5, 10)
  expect(mailingsAsked('gone@example.se')).toEqual([1])
  expect(mailingsAsked('full@example.se')).toEqual([1, 2, 3])
  expect(mailingsAsked('flaky@example.se')).toEqual([1, 2, 3, 4, 5])
  expect(mailingsAsked('ada@example.se')).toEqual([1, 2, 3, 4, 5])
  expect(smtp.mails.filter((mail) => mail.to.includes('ada@example.se'))).toHaveLength(5)

  // The history: one hard bounce for gone, three soft ones for full, four for flaky.
  const { docs: history } = await payload.find({ collection: 'mail-bounces', sort: 'createdAt', depth: 0, limit: 50 })
  const kinds = (email: string) => history.filter((row) => row.email === email).map((row) => row.kind)
  expect(kinds('gone@example.se')).toEqual(['hard'])
  expect(kinds('full@example.se')).toEqual(['soft', 'soft', 'soft'])
  expect(kinds('flaky@example.se')).toEqual(['soft', 'soft', 'soft', 'soft'])
  const counted = (await metrics.mailBounces.get()).values.map(({ labels, value }) => [labels.kind, value])
  expect(Object.fromEntries(counted)).toEqual({ hard: 1, soft: 7 })
})
