import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/*
 * /api/contact. `GET /contact/messages` answers `data: { messages, total, unread }`, messages newest first,
 * each `{ id, firstName, lastName, email, phone, message, is_read, created_at }`.
 */
let payload: Payload
let token: string
let address = 0
/** Each test writes from its own client address, so only the rate-limit test meets the limit. */
const from = () => ({ 'x-forwarded-for': `10.0.0.${++address}` })

const valid = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'Anna.Berg@Example.se',
  phone: '+46 (70) 123-45 67',
  message: 'Jag vill boka en VIP-behandling.',
}

const submit = (body: unknown, headers: Record<string, string> = from()) =>
  rest('POST', '/api/contact/submit', { body, headers })

const staff = () => tokenHeaders(token).bearer

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

describe('POST /api/contact/submit', () => {
  it.each([
    ['sv', 'Ditt meddelande har skickats!'],
    ['en', 'Your message has been sent successfully!'],
  ])('answers in the language the form asks for (%s)', async (lang, message) => {
    const response = await submit({ ...valid, lang })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe(message)
  })

  it('stores the message and answers 201 with the message and id', async () => {
    const response = await submit(valid)
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      success: true,
      message: 'Your message has been sent successfully!',
      data: { id: expect.anything() },
    })
    const list = await rest('GET', '/api/contact/messages', { headers: staff() })
    const stored = list.body.data.messages.find((m: { id: unknown }) => m.id === response.body.data.id)
    expect(stored).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna.berg@example.se',
      phone: '+46 (70) 123-45 67',
      message: 'Jag vill boka en VIP-behandling.',
      is_read: 0,
      created_at: expect.any(String),
    })
  })

  it('accepts a message without a phone number', async () => {
    const { phone: _, ...withoutPhone } = valid
    const response = await submit(withoutPhone)
    expect(response.status).toBe(201)
  })

  it.each([
    ['firstName', { firstName: '' }, 'First name is required'],
    ['firstName', { firstName: undefined }, 'First name is required'],
    ['firstName', { firstName: '  A  ' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['lastName', { lastName: 'B' }, 'Last name must be at least 2 characters'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'anna@' }, 'Please enter a valid email address'],
    ['phone', { phone: '070-abc' }, 'Please enter a valid phone number'],
    ['phone', { phone: '46+70' }, 'Please enter a valid phone number'],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with 400 "%s" and stores nothing', async (field, change, text) => {
    const before = await payload.count({ collection: 'messages' })
    const response = await submit({ ...valid, ...change })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, error: expect.any(String), errors: { [field]: text } })
    expect(await payload.count({ collection: 'messages' })).toEqual(before)
  })

  it('answers every field error at once', async () => {
    const response = await submit({})
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      message: 'Message is required',
    })
  })

  it('tells a bot that filled the honeypot "sent" but stores nothing', async () => {
    const before = await payload.count({ collection: 'messages' })
    const response = await submit({ ...valid, website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ success: true, message: 'Your message has been sent successfully!' })
    expect(await payload.count({ collection: 'messages' })).toEqual(before)
  })

  it('limits one address to 5 messages in 10 minutes with 429, while another address may still write', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.77' }
    for (let i = 0; i < 5; i++) expect((await submit(valid, headers)).status).toBe(201)
    const limited = await submit(valid, headers)
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({ success: false, error: expect.stringMatching(/^Too many requests/) })
    expect((await submit(valid)).status).toBe(201)
  })
})

describe('staff inbox', () => {
  it('lists messages newest first with the unread count; marking read lowers it', async () => {
    const first = await submit({ ...valid, message: 'Det första meddelandet.' })
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await submit({ ...valid, message: 'Det andra meddelandet.' })
    const list = await rest('GET', '/api/contact/messages', { headers: staff() })
    expect(list.status).toBe(200)
    const { messages, unread, total } = list.body.data
    expect(total).toBe(messages.length)
    expect(messages[0].id).toEqual(second.body.data.id)
    expect(messages[1].id).toEqual(first.body.data.id)
    const dates = messages.map((m: { created_at: string }) => m.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(unread).toBe(messages.filter((m: { is_read: number }) => m.is_read === 0).length)

    const read = await rest('PATCH', `/api/contact/messages/${first.body.data.id}/read`, { headers: staff() })
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({ id: first.body.data.id, is_read: 1 })
    const after = await rest('GET', '/api/contact/messages', { headers: tokenHeaders(token).token })
    expect(after.body.data.unread).toBe(unread - 1)
  })

  it('deletes a message; a second delete and unknown ids are 404', async () => {
    const sent = await submit(valid)
    const id = sent.body.data.id
    const deleted = await rest('DELETE', `/api/contact/messages/${id}`, {
      headers: tokenHeaders(token)['x-access-token'],
    })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ success: true, data: { id } })
    const list = await rest('GET', '/api/contact/messages', { headers: staff() })
    expect(list.body.data.messages.some((m: { id: unknown }) => m.id === id)).toBe(false)
    for (const unknown of [id, '999999', '64b7f0000000000000000000', 'not-an-id']) {
      const again = await rest('DELETE', `/api/contact/messages/${unknown}`, { headers: staff() })
      expect(again.status).toBe(404)
      expect(again.body).toEqual({ success: false, error: 'Message not found.' })
      expect((await rest('PATCH', `/api/contact/messages/${unknown}/read`, { headers: staff() })).status).toBe(404)
    }
  })

  it.each([
    ['GET', '/api/contact/messages'],
    ['PATCH', '/api/contact/messages/1/read'],
    ['DELETE', '/api/contact/messages/1'],
  ] as const)('%s %s answers 401 without a token or with a garbage one in any header', (method, path) =>
    expectStaffOnly(method, path),
  )
})
