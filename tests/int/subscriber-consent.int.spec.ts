import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import type { Subscriber } from '../../src/payload-types'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * A subscriber's consent is the visitor's own: staff (the contract, Payload's REST and panel, the Local API with a
 * user) cannot give, change or back-date `marketingConsent`, `confirmedAt` or the `consent` record, nor move a
 * confirmed subscription to another address. Only the visitor's steps and a backup restore write them.
 */
const CONSENT =
  'Only the subscriber gives or records their consent, through the sign-up form and the link in their confirmation e-mail.'
const ADDRESS =
  'This subscriber confirmed this address themselves, so it cannot be changed. They can sign up again with a new one.'

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer

/** A sign-up as the contract stores it: pending, with its consent record. */
const pending = (email: string) =>
  payload.create({
    collection: 'subscribers',
    data: {
      email,
      status: 'pending',
      marketingConsent: false,
      consent: { at: new Date().toISOString(), source: 'section', language: 'sv' },
    },
  })

/** …and confirmed through the link, as src/newsletter/confirmSubscriber.ts does (no user). */
const confirmed = async (email: string) => {
  const doc = await pending(email)
  return payload.update({
    collection: 'subscribers',
    id: doc.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString(), marketingConsent: true },
  })
}

const patch = (id: string | number, body: object) => rest('PATCH', `/api/subscribers/${id}`, { headers: staff(), body })
const stored = (id: string | number) => payload.findByID({ collection: 'subscribers', id, depth: 0 })
const fieldErrors = (body: any) =>
  Object.fromEntries(
    (body.errors?.[0]?.data?.errors ?? []).map((error: { path: string; message: string }) => [
      error.path,
      error.message,
    ]),
  )

/** A save as Payload's admin panel sends it: multipart, the whole document as JSON in `_payload`. */
const panelSave = (id: string | number, data: object) => {
  const form = new FormData()
  form.set('_payload', JSON.stringify(data))
  const request = new Request(`http://localhost/api/subscribers/${id}`, {
    method: 'PATCH',
    headers: staff(),
    body: form,
  })
  return routes.PATCH(request, { params: Promise.resolve({ slug: ['subscribers', String(id)] }) })
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

describe("Payload's REST (and so the panel)", () => {
  it('cannot give consent, confirm with a made-up time, or rewrite the consent record', async () => {
    const sub = await pending('vantar@example.se')
    const attempts = [
      [{ marketingConsent: true }, 'marketingConsent'],
      [{ status: 'confirmed', confirmedAt: '2024-01-01T10:00:00.000Z' }, 'confirmedAt'],
      [{ consent: { at: '2020-01-01T00:00:00.000Z', source: 'footer', language: 'en' } }, 'consent'],
    ] as const
    for (const [body, path] of attempts) {
      const refused = await patch(sub.id, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(fieldErrors(refused.body)).toEqual({ [path]: CONSENT })
    }
    expect(await stored(sub.id)).toMatchObject({
      status: 'pending',
      marketingConsent: false,
      consent: { source: 'section', language: 'sv' },
    })
    expect((await stored(sub.id)).confirmedAt ?? null).toBeNull()
  })

  it("cannot take a confirmed subscriber's consent away either, nor move it to another address", async () => {
    const sub = await confirmed('bekraftad@example.se')
    const withdrawn = await patch(sub.id, { marketingConsent: false })
    expect(withdrawn.status).toBe(400)
    expect(fieldErrors(withdrawn.body)).toEqual({ marketingConsent: CONSENT })
    const moved = await patch(sub.id, { email: 'annan@example.se' })
    expect(moved.status).toBe(400)
    expect(fieldErrors(moved.body)).toEqual({ email: ADDRESS })
    expect(await stored(sub.id)).toMatchObject({ email: 'bekraftad@example.se', marketingConsent: true })
  })

  it('still saves what staff may change, with the consent sent back unchanged as the panel does', async () => {
    const sub = (await confirmed('spara@example.se')) as Subscriber
    const saved = await panelSave(sub.id, { ...sub, firstName: 'Sara', locale: 'en' })
    expect(saved.status).toBe(200)
    expect(await stored(sub.id)).toMatchObject({ firstName: 'Sara', locale: 'en', marketingConsent: true })
    // A pending sign-up's address may be corrected: its link was signed for the old one and stops working.
    const waiting = await pending('stavfel@exmaple.se')
    expect((await patch(waiting.id, { email: 'stavfel@example.se' })).status).toBe(200)
  })
})

describe('the contract and the Local API as staff', () => {
  it('toggle still switches confirmed ↔ unsubscribed, and a user of the Local API is held to the rule', async () => {
    const sub = await confirmed('vaxla@example.se')
    const toggle = () => rest('PATCH', `/api/newsletter/subscribers/${sub.id}/toggle`, { headers: staff() })
    expect((await toggle()).body.data).toMatchObject({ status: 'unsubscribed', marketingConsent: true })
    expect((await toggle()).body.data).toMatchObject({ status: 'confirmed', marketingConsent: true })
    const user = (await payload.find({ collection: 'users', limit: 1 })).docs[0]
    await expect(
      payload.update({
        collection: 'subscribers',
        id: sub.id,
        data: { marketingConsent: false },
        user: { ...user, collection: 'users' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})

describe('a backup restore', () => {
  it('writes the consent as the archive holds it', async () => {
    const sub = await confirmed('arkiv@example.se')
    const before = await stored(sub.id)
    const created = await rest('POST', '/api/backup/create', { headers: staff(), body: { type: 'subscribers' } })
    expect(created.status).toBe(201)
    await payload.delete({ collection: 'subscribers', id: sub.id })
    const restored = await rest('POST', '/api/backup/restore', {
      headers: staff(),
      body: { backupName: created.body.data.name, type: 'subscribers' },
    })
    expect(restored.status).toBe(200)
    const [back] = (await payload.find({ collection: 'subscribers', where: { email: { equals: 'arkiv@example.se' } } }))
      .docs
    expect(back).toMatchObject({
      status: 'confirmed',
      marketingConsent: true,
      confirmedAt: before.confirmedAt,
      consent: before.consent,
    })
  })
})
