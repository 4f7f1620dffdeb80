import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/*
 * /api/notifications (mailings). A notification answers `{ id, subject_sv, subject_en, body_sv, body_en, template,
 * is_active, sent_at, sent_count, created_at, updated_at, sending }`. `POST /:id/send` queues the send and
 * answers `{ notification, sent, failed }` and the round's progress; the test runs the queue as the server would.
 * Mail goes to a real SMTP server (smtp-server on a local port).
 */
// The config reads SMTP_URL when it is first imported (rest.ts imports it), and int.setup.ts removed it:
// the server starts and the variable is set before any import of this file runs.
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

let payload: Payload
let token: string
const staff = () => tokenHeaders(token).bearer

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString()

const newNotification = async (body: Record<string, unknown> = {}) => {
  const response = await rest('POST', '/api/notifications', {
    headers: staff(),
    body: {
      subject_sv: 'Höstens nyheter',
      subject_en: 'Autumn news',
      body_sv: 'Välkommen in!',
      body_en: 'Welcome in!',
      ...body,
    },
  })
  expect(response.status).toBe(201)
  return response.body.data
}

/** Sends as the admin does: the contract's answer, then the queued job run to its end. */
const sendNow = async (id: string | number, body?: object) => {
  const response = await rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body })
  if (response.status === 200) await runMailingQueue(payload)
  return response
}
const readNotification = async (id: string | number) =>
  (await rest('GET', `/api/notifications/${id}`, { headers: staff() })).body.data
const readProgress = async (id: string | number) =>
  (await rest('GET', `/api/notifications/${id}/progress`, { headers: staff() })).body.data

const addSubscriber = (email: string, data: { locale?: 'sv' | 'en'; marketingConsent?: boolean; isActive?: boolean }) =>
  payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true, ...data } })

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

afterAll(async () => {
  await smtp.stop()
})

describe('notification CRUD', () => {
  it('creates (201) with both languages and reads it back', async () => {
    const created = await newNotification({ template: 'newsletter' })
    expect(created).toEqual({
      id: expect.anything(),
      subject_sv: 'Höstens nyheter',
      subject_en: 'Autumn news',
      body_sv: 'Välkommen in!',
      body_en: 'Welcome in!',
      template: 'newsletter',
      is_active: 1,
      sent_at: null,
      sent_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      sending: 0,
      figures: { sent: 0, failed: 0, bounced: 0, complained: 0 },
    })
    const read = await rest('GET', `/api/notifications/${created.id}`, { headers: tokenHeaders(token).token })
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual(created)
    const list = await rest('GET', '/api/notifications', { headers: staff() })
    expect(list.body.data.map((n: { id: unknown }) => n.id)).toContain(created.id)
  })

  it('lets English be left empty; an English text emptied later reads as the Swedish one', async () => {
    const response = await rest('POST', '/api/notifications', {
      headers: staff(),
      body: { subject_sv: 'Bara svenska', body_sv: 'Svensk text', body_en: '' },
    })
    expect(response.status).toBe(201)
    expect(response.body.data).toMatchObject({ subject_sv: 'Bara svenska', subject_en: '', body_en: '' })
    const id = response.body.data.id
    const english = await rest('PUT', `/api/notifications/${id}`, {
      headers: staff(),
      body: { subject_en: 'Only English subject' },
    })
    expect(english.status).toBe(200)
    expect(english.body.data).toMatchObject({ subject_en: 'Only English subject', body_en: 'Svensk text' })
    const emptied = await rest('PUT', `/api/notifications/${id}`, { headers: staff(), body: { subject_en: '' } })
    expect(emptied.body.data).toMatchObject({ subject_sv: 'Bara svenska', subject_en: 'Bara svenska' })
  })

  it.each([
    [{ subject_sv: '' }, 'subject_sv', 'Please enter a Swedish subject'],
    [{ body_sv: undefined }, 'body_sv', 'Please enter a Swedish text'],
    [{ is_active: 'yes' }, 'is_active', expect.any(String)],
  ])('refuses %j with 400 and stores nothing', async (change, field, text) => {
    const before = await payload.count({ collection: 'mailings' })
    const response = await rest('POST', '/api/notifications', {
      headers: staff(),
      body: { subject_sv: 'Ämne', body_sv: 'Text', ...change },
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, errors: { [field]: text } })
    expect(await payload.count({ collection: 'mailings' })).toEqual(before)
  })

  it('updates one language without touching the other, toggles, and deletes', async () => {
    const created = await newNotification()
    const updated = await rest('PUT', `/api/notifications/${created.id}`, {
      headers: staff(),
      body: { subject_en: 'Winter news' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({
      subject_sv: 'Höstens nyheter',
      subject_en: 'Winter news',
      body_en: 'Welcome in!',
    })
    const emptied = await rest('PUT', `/api/notifications/${created.id}`, {
      headers: staff(),
      body: { subject_sv: ' ' },
    })
    expect(emptied.status).toBe(400)
    expect(emptied.body.errors).toEqual({ subject_sv: 'Please enter a Swedish subject' })

    const off = await rest('PATCH', `/api/notifications/${created.id}/toggle`, { headers: staff() })
    expect(off.body.data).toMatchObject({ id: created.id, is_active: 0, subject_en: 'Winter news' })
    const on = await rest('PATCH', `/api/notifications/${created.id}/toggle`, { headers: staff() })
    expect(on.body.data.is_active).toBe(1)

    const deleted = await rest('DELETE', `/api/notifications/${created.id}`, { headers: staff() })
    expect(deleted.body).toEqual({ success: true, data: { id: created.id } })
    expect((await rest('GET', `/api/notifications/${created.id}`, { headers: staff() })).status).toBe(404)
  })

  it.each(['999999', '64b7f0000000000000000000', 'nope'])(
    'answers 404 for the unknown id %s on every id route',
    async (id) => {
      const calls = [
        rest('GET', `/api/notifications/${id}`, { headers: staff() }),
        rest('PUT', `/api/notifications/${id}`, { headers: staff(), body: { subject_en: 'x' } }),
        rest('PATCH', `/api/notifications/${id}/toggle`, { headers: staff() }),
        rest('POST', `/api/notifications/${id}/send`, { headers: staff(), body: {} }),
        rest('GET', `/api/notifications/${id}/progress`, { headers: staff() }),
        rest('DELETE', `/api/notifications/${id}`, { headers: staff() }),
      ]
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(404)
        expect(response.body).toEqual({ success: false, error: 'Notification not found.' })
      }
    },
  )
})

describe('POST /api/notifications/:id/send (real SMTP)', () => {
  it('mails each active consenting subscriber in their language with a working unsubscribe link', async () => {
    await addSubscriber('sv.reader@example.se', { locale: 'sv' })
    await addSubscriber('en.reader@example.se', { locale: 'en' })
    await addSubscriber('no.consent@example.se', { marketingConsent: false })
    await addSubscriber('inactive@example.se', { isActive: false })
    const notification = await newNotification()
    smtp.mails.length = 0

    const response = await sendNow(notification.id)
    expect(response.status).toBe(200)
    // Today's answer, kept: the notification and `sent`/`failed` (so far: the job has not run when it answers).
    expect(response.body.data).toMatchObject({
      notification: { id: notification.id, sent_count: 0, sending: 1 },
      sent: 0,
      failed: 0,
      total: 2,
      remaining: 2,
      state: 'sending',
      round: 1,
      failed_addresses: [],
    })
    expect(await readProgress(notification.id)).toMatchObject({ sent: 2, failed: 0, remaining: 0, state: 'done' })
    const sentNotification = await readNotification(notification.id)
    expect(sentNotification).toMatchObject({ id: notification.id, sent_count: 2, sending: 0 })
    expect(sentNotification.sent_at).toEqual(expect.any(String))

    expect(
      smtp.mails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual(['en.reader@example.se', 'sv.reader@example.se'])
    const sv = smtp.mails.find((mail) => mail.to.includes('sv.reader@example.se'))!
    const en = smtp.mails.find((mail) => mail.to.includes('en.reader@example.se'))!
    expect(sv.subject).toBe('Höstens nyheter')
    expect(sv.text).toContain('Välkommen in!')
    expect(sv.text).toContain('Avregistrera dig här')
    expect(en.subject).toBe('Autumn news')
    expect(en.text).toContain('Welcome in!')
    expect(en.html).toContain('Welcome in!')

    const link = sv.text.match(/https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=\S+/)?.[0]
    expect(link).toBeDefined()
    expect(sv.html).toContain(link!.replace(/&/g, '&amp;'))
    const linkPath = new URL(link!).pathname + new URL(link!).search
    // Opening the link (as a mail scanner does) only shows the button; pressing it unsubscribes.
    const page = await rest('GET', linkPath)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Avregistrera mig')
    const [before] = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: 'sv.reader@example.se' } } })
    ).docs
    expect(before.isActive).toBe(true)
    const done = await rest('POST', linkPath)
    expect(done.status).toBe(200)
    expect(done.body).toContain('You have been unsubscribed')
    const [after] = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: 'sv.reader@example.se' } } })
    ).docs
    expect(after.isActive).toBe(false)
    const [other] = (
      await payload.find({ collection: 'subscribers', where: { email: { equals: 'en.reader@example.se' } } })
    ).docs
    expect(other.isActive).toBe(true)

    // A second send is refused unless it is explicitly a re-send; then it reaches who is still subscribed.
    smtp.mails.length = 0
    const again = await sendNow(notification.id, {})
    expect(again.status).toBe(409)
    expect(again.body.error).toMatch(/already been sent/)
    expect(smtp.mails).toHaveLength(0)
    const resent = await sendNow(notification.id, { resend: true })
    expect(resent.status).toBe(200)
    expect(await readProgress(notification.id)).toMatchObject({ round: 2, sent: 1, state: 'done' })
    expect(await readNotification(notification.id)).toMatchObject({ sent_count: 1 })
    expect(smtp.mails.map((mail) => mail.to).flat()).toEqual(['en.reader@example.se'])
  })

  it('falls back to Swedish for a subscriber reading English when English is empty', async () => {
    const notification = await newNotification({ subject_en: '', body_en: '' })
    smtp.mails.length = 0
    const response = await sendNow(notification.id)
    expect(response.status).toBe(200)
    const en = smtp.mails.find((mail) => mail.to.includes('en.reader@example.se'))!
    expect(en.subject).toBe('Höstens nyheter')
    expect(en.text).toContain('Välkommen in!')
    expect(en.text).toContain('Unsubscribe here')
  })

  it('refuses to send an inactive notification with 409 and sends nothing', async () => {
    const notification = await newNotification({ is_active: 0 })
    smtp.mails.length = 0
    const response = await sendNow(notification.id)
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      success: false,
      error: 'This notification is inactive. Activate it before sending.',
    })
    expect(smtp.mails).toHaveLength(0)
    expect(
      (await rest('GET', `/api/notifications/${notification.id}`, { headers: staff() })).body.data.sent_at,
    ).toBeNull()
  })
})

describe('stats and templates', () => {
  it('counts notifications and reachable subscribers', async () => {
    const response = await rest('GET', '/api/notifications/stats/overview', { headers: staff() })
    expect(response.status).toBe(200)
    const mailings = (await payload.find({ collection: 'mailings', pagination: false })).docs
    const reachable = await payload.count({
      collection: 'subscribers',
      where: { and: [{ isActive: { equals: true } }, { marketingConsent: { equals: true } }] },
    })
    expect(response.body.data).toEqual({
      total: mailings.length,
      active: mailings.filter((m) => m.isActive).length,
      sent: mailings.filter((m) => m.sentAt).length,
      unsent: mailings.filter((m) => !m.sentAt).length,
      reachable_subscribers: reachable.totalDocs,
    })
    expect(response.body.data.sent).toBeGreaterThan(0)
  })

  it('answers template data (running and upcoming discounts, active services, settings) and generates from it', async () => {
    const treatment = await payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { name: 'Ansiktsbehandling', category: 'facial', price: 1000, durationMinutes: 60 },
    })
    await payload.update({ collection: 'treatments', id: treatment.id, locale: 'en', data: { name: 'Facial' } })
    await payload.create({
      collection: 'treatments',
      data: { name: 'Dold', category: 'nails', price: 1, durationMinutes: 1, isActive: false },
    })
    const promotion = (title: string, start: number, end: number, isActive = true) =>
      payload.create({
        collection: 'promotions',
        data: {
          treatment: treatment.id,
          title,
          discountPercent: 25,
          startDate: day(start),
          endDate: day(end),
          isActive,
        },
      })
    await promotion('Pågår', -2, 5)
    await promotion('Kommande', 3, 9)
    await promotion('Slut', -9, -3)
    await promotion('Av', -1, 4, false)

    const data = await rest('GET', '/api/notifications/templates/data', { headers: staff() })
    expect(data.status).toBe(200)
    const { discounts, services, settings } = data.body.data
    expect(discounts.running.map((d: { title_sv: string }) => d.title_sv)).toEqual(['Pågår'])
    expect(discounts.upcoming.map((d: { title_sv: string }) => d.title_sv)).toEqual(['Kommande'])
    expect(discounts.running[0]).toMatchObject({
      discount_percent: 25,
      discounted_price: 750,
      service_name_en: 'Facial',
    })
    expect(services).toEqual([
      {
        id: treatment.id,
        name_sv: 'Ansiktsbehandling',
        name_en: 'Facial',
        category: 'facial',
        price: 1000,
        duration_minutes: 60,
      },
    ])
    expect(settings.sv.site_title).toEqual(expect.any(String))
    expect(settings.en.opening_hours).toEqual(expect.any(String))

    const generated = await rest('POST', '/api/notifications/templates/generate', {
      headers: staff(),
      body: { template: 'new_discounts' },
    })
    expect(generated.status).toBe(200)
    const mail = generated.body.data
    expect(mail).toMatchObject({ template: 'new_discounts' })
    expect(mail.body_sv).toContain('Pågår')
    expect(mail.body_sv).toContain('750 kr')
    expect(mail.body_sv).toContain('Kommande')
    expect(mail.body_sv).not.toContain('Slut')
    expect(mail.body_en).toContain('750 SEK')
    expect(mail.subject_sv).toContain(settings.sv.site_title)

    for (const template of ['newsletter', 'opening_hours']) {
      const other = await rest('POST', '/api/notifications/templates/generate', {
        headers: staff(),
        body: { template },
      })
      expect(other.status).toBe(200)
      for (const key of ['subject_sv', 'subject_en', 'body_sv', 'body_en']) expect(other.body.data[key]).not.toBe('')
    }
    const hours = await rest('POST', '/api/notifications/templates/generate', {
      headers: staff(),
      body: { template: 'opening_hours' },
    })
    expect(hours.body.data.body_en).toContain(settings.en.opening_hours)
    const newsletter = await rest('POST', '/api/notifications/templates/generate', {
      headers: staff(),
      body: { template: 'newsletter' },
    })
    expect(newsletter.body.data.body_en).toContain('Facial')
    expect(newsletter.body.data.body_sv).not.toContain('Dold')

    const unknown = await rest('POST', '/api/notifications/templates/generate', {
      headers: staff(),
      body: { template: 'x' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors.template).toMatch(/^template must be one of: new_discounts, newsletter, opening_hours/)
  })
})

describe('auth', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/1'],
    ['POST', '/api/notifications'],
    ['PUT', '/api/notifications/1'],
    ['PATCH', '/api/notifications/1/toggle'],
    ['POST', '/api/notifications/1/send'],
    ['GET', '/api/notifications/1/progress'],
    ['DELETE', '/api/notifications/1'],
    ['GET', '/api/notifications/stats/overview'],
    ['GET', '/api/notifications/templates/data'],
    ['POST', '/api/notifications/templates/generate'],
  ] as const)('%s %s answers 401 without a token or with a garbage one in any header', (method, path) =>
    expectStaffOnly(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}),
  )
})
