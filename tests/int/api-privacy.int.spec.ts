import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { archivePath, openArchive } from '../../src/backup/archiveFiles'
import { createBackup } from '../../src/backup/createBackup'
import { discardStaging } from '../../src/backup/mediaStaging'
import { recordBounce } from '../../src/mail/recordBounce'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

let payload: Payload
let staff: Record<string, string>

const ASTRID = 'astrid.privacy@example.com'
const BERTIL = 'bertil.privacy@example.com'

/** A subscriber, two contact messages, one delivered mailing and one soft bounce from it for an address. */
const holdDataAbout = async (email: string, name: string, mailing: string | number) => {
  const subscriber = await payload.create({
    collection: 'subscribers',
    data: { email, firstName: name, lastName: `${name}sson`, marketingConsent: true },
  })
  for (const text of [`Första frågan från ${name}`, `Andra frågan från ${name}`]) {
    await payload.create({
      collection: 'messages',
      data: { firstName: name, lastName: `${name}sson`, email, message: text },
    })
  }
  await payload.create({
    collection: 'mailing-deliveries',
    data: {
      key: `${mailing}:1:${subscriber.id}`,
      mailing: String(mailing),
      round: 1,
      subscriber: String(subscriber.id),
      email,
      status: 'sent',
    },
  })
  await recordBounce(payload, {
    key: `test:${email}`,
    kind: 'soft',
    email,
    mailing,
    reason: '452 4.2.2 Mailbox full',
    source: 'smtp',
    at: new Date(),
  })
}

/** Every document of every collection, as text (what "nothing held about it" is checked against). */
const everything = async () => {
  const texts: string[] = []
  for (const { slug } of payload.config.collections) {
    const { docs } = await payload.find({ collection: slug as never, pagination: false, depth: 0, locale: 'all' })
    texts.push(JSON.stringify(docs))
  }
  return texts.join('\n').toLowerCase()
}

beforeAll(async () => {
  payload = await testPayload()
  staff = tokenHeaders(await staffToken(payload)).bearer
  const mailing = await payload.create({
    collection: 'mailings',
    data: { subject: 'Höstens nyheter', body: 'Välkommen till hösten hos oss.' },
  })
  await holdDataAbout(ASTRID, 'Astrid', mailing.id)
  await holdDataAbout(BERTIL, 'Bertil', mailing.id)
})

describe('GET /api/privacy/export', () => {
  it('answers every record about the address and nothing about anyone else', async () => {
    const response = await rest(
      'GET',
      `/api/privacy/export?email=${encodeURIComponent(' Astrid.Privacy@Example.com ')}`,
      { headers: staff },
    )
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    const data = response.body.data
    expect(data.email).toBe(ASTRID)
    expect(data.counts).toEqual({ subscribers: 1, contact_messages: 2, mailings: 1, bounces: 1 })
    expect(data.subscriber).toMatchObject({
      email: ASTRID,
      firstName: 'Astrid',
      marketingConsent: true,
      isActive: true,
    })
    expect(data.subscriber.createdAt).toBeTruthy()
    // The unsubscribe link's secret is not personal data and would let the reader act as the subscriber.
    expect(data.subscriber).not.toHaveProperty('unsubscribeToken')
    expect(data.contact_messages.map((m: { message: string }) => m.message)).toEqual([
      'Första frågan från Astrid',
      'Andra frågan från Astrid',
    ])
    expect(data.mailings).toHaveLength(1)
    expect(data.mailings[0]).toMatchObject({ status: 'sent', round: 1, subject: { sv: 'Höstens nyheter' } })
    expect(data.bounces).toEqual([
      expect.objectContaining({ kind: 'soft', reason: '452 4.2.2 Mailbox full', source: 'smtp' }),
    ])
    const text = JSON.stringify(data).toLowerCase()
    expect(text).not.toContain('bertil')
  })

  it('answers empty counts for an address nothing is held about', async () => {
    const response = await rest('GET', '/api/privacy/export?email=nobody@example.com', { headers: staff })
    expect(response.status).toBe(200)
    expect(response.body.data).toMatchObject({
      counts: { subscribers: 0, contact_messages: 0, mailings: 0, bounces: 0 },
      subscriber: null,
      contact_messages: [],
      mailings: [],
      bounces: [],
    })
  })

  it('validates the address', async () => {
    const missing = await rest('GET', '/api/privacy/export', { headers: staff })
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      success: false,
      error: 'Please enter your email address',
      errors: { email: 'Please enter your email address' },
    })
    const invalid = await rest('GET', '/api/privacy/export?email=not-an-address', { headers: staff })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({ email: 'Please enter a valid email address' })
  })

  it('is staff only', async () => {
    await expectStaffOnly('GET', `/api/privacy/export?email=${ASTRID}`)
  })
})

describe('POST /api/privacy/erase', () => {
  it('is staff only and validates the address, erasing nothing', async () => {
    await expectStaffOnly('POST', '/api/privacy/erase', { email: ASTRID })
    const invalid = await rest('POST', '/api/privacy/erase', { headers: staff, body: { email: 'astrid@' } })
    expect(invalid.status).toBe(400)
    expect(invalid.body.errors).toEqual({ email: 'Please enter a valid email address' })
    expect(await everything()).toContain(ASTRID)
  })

  it('deletes everything about the address in one step, keeps the others, and a later backup holds none of it', async () => {
    const response = await rest('POST', '/api/privacy/erase', { headers: staff, body: { email: ASTRID.toUpperCase() } })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      data: { email: ASTRID, erased: { subscribers: 1, contact_messages: 2, mailings: 1, bounces: 1 } },
    })

    const held = await everything()
    expect(held).not.toContain(ASTRID)
    expect(held).not.toContain('astrid')
    expect(held).toContain(BERTIL)
    const bertil = await rest('GET', `/api/privacy/export?email=${BERTIL}`, { headers: staff })
    expect(bertil.body.data.counts).toEqual({ subscribers: 1, contact_messages: 2, mailings: 1, bounces: 1 })

    const backup = await createBackup(payload, 'all')
    const read = await openArchive(backup.name, archivePath(backup.name)!)
    if ('problem' in read) throw new Error(read.problem)
    await discardStaging(read.staging)
    const archived = JSON.stringify(read.archive).toLowerCase()
    expect(archived).not.toContain('astrid')
    expect(archived).toContain(BERTIL)

    const again = await rest('POST', '/api/privacy/erase', { headers: staff, body: { email: ASTRID } })
    expect(again.body.data.erased).toEqual({ subscribers: 0, contact_messages: 0, mailings: 0, bounces: 0 })
  })
})
