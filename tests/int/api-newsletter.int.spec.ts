import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/*
 * /api/newsletter. A subscriber answers `{ id, email, firstName, lastName, marketingConsent, is_active, locale,
 * created_at }`; `GET /newsletter/subscribers?page=&limit=` answers `data: { subscribers, total, page, pages,
 * limit }`. Subscribe and unsubscribe answer the same success for known and unknown addresses (no probing).
 */
let payload: Payload
let token: string
let address = 0
const from = () => ({ 'x-forwarded-for': `10.1.0.${++address}` })
const staff = () => tokenHeaders(token).bearer

const subscribeAs = (body: unknown, headers: Record<string, string> = from()) =>
  rest('POST', '/api/newsletter/subscribe', { body, headers })

const subscriberByEmail = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

describe('POST /api/newsletter/subscribe', () => {
  it('thanks a Swedish visitor in Swedish, and clients that name no language in English', async () => {
    expect((await subscribeAs({ email: 'svensk@example.se', lang: 'sv' })).body.message).toBe(
      'Tack för att du prenumererar!',
    )
    expect((await subscribeAs({ email: 'utan.sprak@example.se' })).body.message).toBe('Thank you for subscribing!')
  })

  it('stores the address trimmed and lower-cased and thanks the visitor', async () => {
    const response = await subscribeAs({
      email: '  Lisa.Holm@Example.SE ',
      firstName: 'Lisa',
      lastName: 'Holm',
      marketingConsent: true,
      lang: 'en',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      message: 'Thank you for subscribing!',
      data: { email: 'lisa.holm@example.se' },
    })
    const [stored] = await subscriberByEmail('lisa.holm@example.se')
    // Double opt-in: stored pending (not active) until the visitor confirms the e-mailed link.
    expect(stored).toMatchObject({
      firstName: 'Lisa',
      lastName: 'Holm',
      marketingConsent: true,
      status: 'pending',
      isActive: false,
      locale: 'en',
    })
    expect(stored.unsubscribeToken).toEqual(expect.any(String))
  })

  it('reads form encodings of the consent and ignores an unknown language', async () => {
    expect((await subscribeAs({ email: 'form@example.se', marketingConsent: 'on', lang: 'de' })).status).toBe(200)
    expect((await subscriberByEmail('form@example.se'))[0]).toMatchObject({ marketingConsent: true, locale: 'sv' })
  })

  it('is idempotent: twice is a success and keeps one subscriber', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await subscribeAs({ email: 'twice@example.se' })
      expect(response.status).toBe(200)
      expect(response.body.message).toBe('Thank you for subscribing!')
    }
    await subscribeAs({ email: 'TWICE@example.se' })
    expect(await subscriberByEmail('twice@example.se')).toHaveLength(1)
  })

  it('signs a previously unsubscribed address up again (pending, until confirmed)', async () => {
    await subscribeAs({ email: 'back@example.se', marketingConsent: true })
    await rest('POST', '/api/newsletter/unsubscribe', { body: { email: 'back@example.se' }, headers: from() })
    expect((await subscriberByEmail('back@example.se'))[0].isActive).toBe(false)
    expect((await subscribeAs({ email: 'back@example.se', locale: 'en' })).status).toBe(200)
    const found = await subscriberByEmail('back@example.se')
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ status: 'pending', locale: 'en', marketingConsent: true })
  })

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{ email: 'not-an-address' }, 'Please enter a valid email address'],
  ])('refuses %j with 400 and stores nothing', async (body, text) => {
    const before = await payload.count({ collection: 'subscribers' })
    const response = await subscribeAs(body)
    expect(response.status).toBe(400)
    expect(response.body).toEqual({ success: false, error: text, errors: { email: text } })
    expect(await payload.count({ collection: 'subscribers' })).toEqual(before)
  })

  it('tells a bot that filled the honeypot "thank you" but stores nothing', async () => {
    const response = await subscribeAs({ email: 'bot@example.se', website: 'x' })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Thank you for subscribing!')
    expect(await subscriberByEmail('bot@example.se')).toHaveLength(0)
  })

  it('limits one address to 10 sign-ups in 10 minutes with 429', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.10' }
    for (let i = 0; i < 10; i++) expect((await subscribeAs({ email: `many${i}@example.se` }, headers)).status).toBe(200)
    const limited = await subscribeAs({ email: 'one-more@example.se' }, headers)
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatch(/^Too many requests/)
    expect(await subscriberByEmail('one-more@example.se')).toHaveLength(0)
  })
})

describe('unsubscribing', () => {
  it('POST /unsubscribe deactivates by e-mail; an unknown address is the same success', async () => {
    await subscribeAs({ email: 'leave@example.se' })
    const known = await rest('POST', '/api/newsletter/unsubscribe', {
      body: { email: ' LEAVE@example.se' },
      headers: from(),
    })
    expect(known.status).toBe(200)
    expect(known.body).toMatchObject({ success: true, message: 'You have been unsubscribed from the newsletter.' })
    expect((await subscriberByEmail('leave@example.se'))[0].status).toBe('unsubscribed')
    const unknown = await rest('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'nobody@example.se' },
      headers: from(),
    })
    expect(unknown.status).toBe(200)
    expect(unknown.body.message).toBe(known.body.message)
    const bad = await rest('POST', '/api/newsletter/unsubscribe', { body: { email: '' }, headers: from() })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Please enter your email address')
  })

  it('GET /unsubscribe?token= (the mail link) shows a bilingual page with a button; its POST unsubscribes', async () => {
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email: 'link@example.se', isActive: true },
    })
    const link = `/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`
    const response = await rest('GET', link)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.body).toContain('Avregistrera dig från nyhetsbrevet')
    expect(response.body).toContain('Unsubscribe from the newsletter')
    // Mail scanners open links: the GET changes nothing.
    expect((await subscriberByEmail('link@example.se'))[0].isActive).toBe(true)
    const done = await rest('POST', link)
    expect(done.status).toBe(200)
    expect(done.body).toContain('Du är avregistrerad')
    expect(done.body).toContain('You have been unsubscribed')
    expect((await subscriberByEmail('link@example.se'))[0]).toMatchObject({ isActive: false, status: 'unsubscribed' })
    // Pressing again still confirms.
    expect((await rest('POST', link)).status).toBe(200)
  })

  it.each(['', 'short', 'x'.repeat(24)])(
    'GET and POST /unsubscribe with an unknown token %j is a 404 page',
    async (value) => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await rest(method, `/api/newsletter/unsubscribe?token=${value}`)
        expect(response.status).toBe(404)
        expect(response.body).toContain('Länken fungerar inte')
      }
    },
  )
})

describe('staff routes', () => {
  it('lists subscribers newest first with paging', async () => {
    const total = await payload.count({ collection: 'subscribers' })
    const first = await rest('GET', '/api/newsletter/subscribers?page=1&limit=3', { headers: staff() })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      total: total.totalDocs,
      page: 1,
      limit: 3,
      pages: Math.ceil(total.totalDocs / 3),
    })
    expect(first.body.data.subscribers).toHaveLength(3)
    const entry = first.body.data.subscribers[0]
    expect(Object.keys(entry).sort()).toEqual(
      [
        'created_at',
        'email',
        'firstName',
        'id',
        'is_active',
        'lastName',
        'locale',
        'marketingConsent',
        'status',
        'confirmed_at',
        'consent',
        'suppressed',
      ].sort(),
    )
    const dates = first.body.data.subscribers.map((s: { created_at: string }) => s.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = await rest('GET', '/api/newsletter/subscribers?page=2&limit=3', {
      headers: tokenHeaders(token).token,
    })
    expect(second.body.data.page).toBe(2)
    const firstIds = first.body.data.subscribers.map((s: { id: unknown }) => s.id)
    for (const s of second.body.data.subscribers) expect(firstIds).not.toContain(s.id)
    const defaults = await rest('GET', '/api/newsletter/subscribers?page=abc', { headers: staff() })
    expect(defaults.body.data).toMatchObject({ page: 1, limit: 20 })
  })

  it('answers stats: total, active, with consent, new this month, confirmed, pending', async () => {
    const response = await rest('GET', '/api/newsletter/stats', { headers: staff() })
    expect(response.status).toBe(200)
    const all = (await payload.find({ collection: 'subscribers', pagination: false })).docs
    expect(response.body.data).toEqual({
      total: all.length,
      active: all.filter((s) => s.isActive).length,
      inactive: all.filter((s) => !s.isActive).length,
      with_consent: all.filter((s) => s.marketingConsent).length,
      new_this_month: all.length,
      confirmed: all.filter((s) => s.isActive).length,
      pending: all.filter((s) => s.status === 'pending').length,
      bounced: all.filter((s) => s.status === 'bounced').length,
      complained: all.filter((s) => s.status === 'complained').length,
    })
    expect(response.body.data.active).toBeLessThan(all.length)
  })

  it('toggles a subscriber and answers the new state', async () => {
    // A confirmed subscriber from before double opt-in (sign-ups are pending; see newsletter-optin.int.spec.ts).
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email: 'toggle@example.se', isActive: true },
    })
    const off = await rest('PATCH', `/api/newsletter/subscribers/${subscriber.id}/toggle`, { headers: staff() })
    expect(off.status).toBe(200)
    expect(off.body.data).toMatchObject({ id: subscriber.id, email: 'toggle@example.se', is_active: 0 })
    const on = await rest('PATCH', `/api/newsletter/subscribers/${subscriber.id}/toggle`, { headers: staff() })
    expect(on.body.data.is_active).toBe(1)
  })

  it('deletes a subscriber; unknown ids are 404', async () => {
    await subscribeAs({ email: 'gone@example.se' })
    const [subscriber] = await subscriberByEmail('gone@example.se')
    const response = await rest('DELETE', `/api/newsletter/subscribers/${subscriber.id}`, {
      headers: tokenHeaders(token)['x-access-token'],
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ success: true, data: { id: subscriber.id } })
    expect(await subscriberByEmail('gone@example.se')).toHaveLength(0)
    for (const unknown of [subscriber.id, '999999', '64b7f0000000000000000000', 'nope']) {
      const again = await rest('DELETE', `/api/newsletter/subscribers/${unknown}`, { headers: staff() })
      expect(again.status).toBe(404)
      expect(again.body).toEqual({ success: false, error: 'Subscriber not found.' })
      expect((await rest('PATCH', `/api/newsletter/subscribers/${unknown}/toggle`, { headers: staff() })).status).toBe(
        404,
      )
    }
  })

  it.each([
    ['GET', '/api/newsletter/subscribers'],
    ['GET', '/api/newsletter/stats'],
    ['PATCH', '/api/newsletter/subscribers/1/toggle'],
    ['DELETE', '/api/newsletter/subscribers/1'],
  ] as const)('%s %s answers 401 without a token or with a garbage one in any header', (method, path) =>
    expectStaffOnly(method, path),
  )
})
