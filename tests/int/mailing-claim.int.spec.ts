import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sendMailing } from '../../src/mail/sendMailing'
import { sendProgress } from '../../src/mail/sendProgress'
import { insertNewRows } from '../../src/platform/insertNewRows'
import type { MailingAllLocales } from '../../src/queries/mailings'
import { testPayload } from '../support/payload'

/*
 * A mailing claims its recipients a batch at a time, in one write (src/platform/insertNewRows.ts): against
 * another claimer of the same recipients each is still claimed, and mailed, exactly once. (As
 * api-notifications.int.spec.ts, which explains the hoisting.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp({ replyDelayMs: 5 })
  process.env.SMTP_URL = server.url
  return server
})

const SUBSCRIBERS = 45
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const email = `kund${String(n).padStart(2, '0')}@example.se`
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  }
})

afterAll(async () => {
  await smtp.stop()
})

const row = (mailing: string, n: number) => ({
  key: `${mailing}:1:${n}`,
  mailing,
  round: 1,
  subscriber: String(n),
  email: `kund${n}@example.se`,
  status: 'pending' as const,
})

describe('a batch claim', () => {
  it('gives each row to exactly one of concurrent claimers, and skips one claimed before', async () => {
    const mailing = 'claim-test'
    // Claimed earlier through Payload's own create (a round resumed after a crash finds such a row).
    const earlier = await payload.create({ collection: 'mailing-deliveries', data: row(mailing, 7) })
    // Four claimers of overlapping batches of the same 30 rows, in different orders.
    const batches = [0, 1, 2, 3].map((claimer) => {
      const numbers = Array.from({ length: 20 }, (_, n) => (n + claimer * 4) % 30)
      return (claimer % 2 ? numbers.reverse() : numbers).map((n) => row(mailing, n))
    })
    const results = await Promise.all(batches.map((batch) => insertNewRows(payload, 'mailing-deliveries', batch)))

    for (const { failure } of results) expect(failure).toBeNull()
    const claimedKeys = results.flatMap(({ ids }) => [...ids.keys()])
    const askedFor = new Set(batches.flat().map(({ key }) => key))
    expect(new Set(claimedKeys).size).toBe(claimedKeys.length)
    expect(claimedKeys.sort()).toEqual([...askedFor].filter((key) => key !== `${mailing}:1:7`).sort())

    // The rows read back through the Local API as Payload's own, under the ids the claims answered.
    const { docs } = await payload.find({
      collection: 'mailing-deliveries',
      where: { mailing: { equals: mailing } },
      pagination: false,
      depth: 0,
    })
    expect(docs).toHaveLength(askedFor.size)
    const claimedIds = new Map(results.flatMap(({ ids }) => [...ids]))
    for (const doc of docs) {
      expect(doc).toMatchObject({ mailing, round: 1, status: 'pending', email: `kund${doc.subscriber}@example.se` })
      expect(new Date(doc.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
      expect(new Date(doc.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000)
      if (doc.id === earlier.id) continue
      expect(claimedIds.get(doc.key)).toEqual(doc.id)
    }
    // The sender's status write reaches a claimed row by its id.
    const some = [...claimedIds.values()].slice(0, 3)
    await payload.db.updateMany({
      collection: 'mailing-deliveries',
      where: { id: { in: some } },
      data: { status: 'sent' },
      returning: false,
    })
    const sent = await payload.count({
      collection: 'mailing-deliveries',
      where: { mailing: { equals: mailing }, status: { equals: 'sent' } },
    })
    expect(sent.totalDocs).toBe(3)
  })

  it('mails each subscriber once when two senders run the same round at the same time', async () => {
    const mailing = await payload.create({
      collection: 'mailings',
      data: { subject: 'Nyheter', body: 'Välkommen!', sendRound: 1 },
    })
    const input = { mailing: mailing.id, round: 1, origin: 'http://localhost' }
    // As a second server whose resumed job started while the first still sent (past the lease).
    await Promise.all([sendMailing(payload, input), sendMailing(payload, input)])

    const to = smtp.mails.flatMap((mail) => mail.to)
    expect(to).toHaveLength(SUBSCRIBERS)
    expect(new Set(to).size).toBe(SUBSCRIBERS)
    const done = (await payload.findByID({
      collection: 'mailings',
      id: mailing.id,
      locale: 'all',
      depth: 0,
    })) as unknown as MailingAllLocales
    expect(await sendProgress(payload, done)).toEqual({
      round: 1,
      state: 'done',
      total: SUBSCRIBERS,
      sent: SUBSCRIBERS,
      failed: 0,
      bounced: 0,
      complained: 0,
      remaining: 0,
      failed_addresses: [],
    })
  })
})
