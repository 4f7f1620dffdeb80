import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { confirmToken } from '../../src/newsletter/confirmToken'
import { expirePendingSubscribers } from '../../src/newsletter/expirePendingSubscribers'
import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { expectStaffOnly, staffToken } from '../support/staff'

/*
 * Double opt-in and safe unsubscribe, against a real SMTP server: a sign-up is pending until the visitor
 * confirms through the signed link (GET shows a button, POST confirms); only confirmed subscribers get mailings;
 * the unsubscribe link's GET changes nothing, its POST (the page's button, or RFC 8058 one-click) unsubscribes.
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

let payload: Payload
let token: string
let address = 0
const staff = () => tokenHeaders(token).bearer
const DAY = 86_400_000

const subscribeAs = (body: Record<string, unknown>) =>
  rest('POST', '/api/newsletter/subscribe', { body, headers: { 'x-forwarded-for': `10.9.0.${++address}` } })
const stored = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs[0]
const entryOf = async (email: string) => {
  const list = await rest('GET', `/api/newsletter/subscribers?limit=100&search=${encodeURIComponent(email)}`, {
    headers: staff(),
  })
  return (list.body.data.subscribers as { email: string }[]).find((entry) => entry.email === email) as Record<
    string,
    any
  >
}
const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email))
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search
const confirmLinkIn = (text: string) => text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0]

/** Signs up and follows the e-mailed link to the end: a confirmed subscriber. */
const confirmedSubscriber = async (email: string, extra: Record<string, unknown> = {}) => {
  await subscribeAs({ email, ...extra })
  const link = confirmLinkIn(mailsTo(email).at(-1)!.text)!
  expect((await rest('POST', pathOf(link))).status).toBe(200)
  return stored(email)
}

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

beforeEach(() => {
  smtp.mails.length = 0
})

afterAll(async () => {
  await smtp.stop()
})

describe('signing up', () => {
  it('stores a pending subscriber with its consent record and mails a confirmation in the visitor language', async () => {
    const response = await subscribeAs({
      email: 'Ny.Gast@Example.se',
      firstName: 'Nora',
      lastName: 'Call 555-0100 to claim your prize',
      lang: 'en',
      source: 'footer',
    })
    // The contract's answer is unchanged by double opt-in.
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      success: true,
      message: 'Thank you for subscribing!',
      data: { email: 'ny.gast@example.se' },
    })

    const entry = await entryOf('ny.gast@example.se')
    expect(entry).toMatchObject({
      status: 'pending',
      is_active: 0,
      confirmed_at: null,
      marketingConsent: false,
      locale: 'en',
    })
    expect(entry.consent).toEqual({ at: expect.any(String), source: 'footer', language: 'en' })
    expect(Date.now() - Date.parse(entry.consent.at)).toBeLessThan(60_000)

    const [mail] = mailsTo('ny.gast@example.se')
    expect(mail.subject).toBe('Confirm your newsletter subscription')
    expect(mail.text).toContain('Hello!')
    // Anyone can sign up any address: the salon's mail carries no text the sender typed.
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('Nora')
      expect(part).not.toContain('prize')
    }
    expect(mail.html).toContain('Confirm the subscription')
    expect(confirmLinkIn(mail.text)).toBeDefined()
  })

  it('records where the sign-up came from: the two page forms, anything else as api', async () => {
    await subscribeAs({ email: 'section@example.se', source: 'section', lang: 'sv' })
    await subscribeAs({ email: 'other@example.se', source: 'somewhere' })
    expect((await entryOf('section@example.se')).consent).toMatchObject({ source: 'section', language: 'sv' })
    expect((await entryOf('other@example.se')).consent).toMatchObject({ source: 'api', language: 'sv' })
    expect(mailsTo('section@example.se')[0].subject).toBe('Bekräfta din prenumeration på nyhetsbrevet')
  })
})

describe('the confirmation link', () => {
  it('GET shows a page with a button and changes nothing; POST confirms, and again is the same success', async () => {
    await subscribeAs({ email: 'bekrafta@example.se', lang: 'sv', source: 'section' })
    const link = confirmLinkIn(mailsTo('bekrafta@example.se')[0].text)!
    const page = await rest('GET', pathOf(link))
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.body).toContain('<form method="post"')
    expect(page.body).toContain('Bekräfta prenumerationen')
    expect((await entryOf('bekrafta@example.se')).status).toBe('pending')

    const done = await rest('POST', pathOf(link))
    expect(done.status).toBe(200)
    expect(done.body).toContain('Tack – du prenumererar nu!')
    const entry = await entryOf('bekrafta@example.se')
    expect(entry).toMatchObject({ status: 'confirmed', is_active: 1, marketingConsent: true })
    expect(entry.confirmed_at).toEqual(expect.any(String))
    expect(entry.consent).toMatchObject({ source: 'section', language: 'sv' })

    const again = await rest('POST', pathOf(link))
    expect(again.status).toBe(200)
    expect((await entryOf('bekrafta@example.se')).confirmed_at).toBe(entry.confirmed_at)
  })

  it('refuses a tampered link with the invalid-link page and confirms nobody', async () => {
    await subscribeAs({ email: 'tamper@example.se' })
    await subscribeAs({ email: 'victim@example.se' })
    const token = new URL(confirmLinkIn(mailsTo('tamper@example.se')[0].text)!).searchParams.get('token')!
    const victim = await stored('victim@example.se')
    const [id, expires, sig] = token.split('.')
    const flip = (text: string) => text.slice(0, -2) + (text.at(-2) === 'A' ? 'B' : 'A') + text.at(-1)
    const forged = [
      `${id}.${expires}.${flip(sig)}`, // another signature
      `${id}.${Number(expires) + DAY}.${sig}`, // prolonged
      `${Buffer.from(String(victim.id)).toString('base64url')}.${expires}.${sig}`, // someone else
      `${id}.${expires}`,
      'nonsense',
      '',
    ]
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await rest(method, `/api/newsletter/confirm?token=${encodeURIComponent(bad)}`)
        expect(answer.status).toBe(404)
        expect(answer.body).toContain('Länken är ogiltig eller har gått ut')
        expect(answer.body).toContain('The link is invalid or has expired')
      }
    }
    expect((await stored('tamper@example.se')).status).toBe('pending')
    expect((await stored('victim@example.se')).status).toBe('pending')
  })

  it('has expired after 7 days (a link issued 8 days ago): the expired page, and nothing changes', async () => {
    await subscribeAs({ email: 'sent.long.ago@example.se' })
    const subscriber = await stored('sent.long.ago@example.se')
    const old = confirmToken(subscriber, new Date(Date.now() - 8 * DAY))
    const fresh = confirmToken(subscriber, new Date(Date.now() - 6 * DAY))
    for (const method of ['GET', 'POST'] as const) {
      const answer = await rest(method, `/api/newsletter/confirm?token=${encodeURIComponent(old)}`)
      expect(answer.status).toBe(410)
      expect(answer.body).toContain('The link is invalid or has expired')
    }
    expect((await stored('sent.long.ago@example.se')).status).toBe('pending')
    expect((await rest('POST', `/api/newsletter/confirm?token=${encodeURIComponent(fresh)}`)).status).toBe(200)
    expect((await stored('sent.long.ago@example.se')).status).toBe('confirmed')
  })
})

describe('signing up again', () => {
  it('a pending address: new details, but the e-mail is not sent again within minutes', async () => {
    await subscribeAs({ email: 'ivrig@example.se', lang: 'sv' })
    await subscribeAs({ email: 'ivrig@example.se', lang: 'en', firstName: 'Iva' })
    expect(mailsTo('ivrig@example.se')).toHaveLength(1)
    expect(await entryOf('ivrig@example.se')).toMatchObject({ status: 'pending', locale: 'en', firstName: 'Iva' })
  })

  it('a confirmed address: nothing changes — status, consent, details — and no mail', async () => {
    const before = await confirmedSubscriber('trogen@example.se', { firstName: 'Tora', lang: 'sv', source: 'section' })
    smtp.mails.length = 0
    const answer = await subscribeAs({ email: 'trogen@example.se', firstName: 'Someone', lang: 'en', source: 'footer' })
    expect(answer.body.message).toBe('Thank you for subscribing!')
    const after = await stored('trogen@example.se')
    expect(after).toMatchObject({
      status: 'confirmed',
      firstName: 'Tora',
      locale: 'sv',
      confirmedAt: before.confirmedAt,
      consent: before.consent,
    })
    expect(smtp.mails).toHaveLength(0)
  })

  it('an unsubscribed address becomes pending again with a new consent record and a new e-mail', async () => {
    const before = await confirmedSubscriber('tillbaka@example.se', { source: 'section' })
    await rest('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'tillbaka@example.se' },
      headers: { 'x-forwarded-for': '10.9.1.1' },
    })
    expect((await entryOf('tillbaka@example.se')).status).toBe('unsubscribed')
    smtp.mails.length = 0
    await subscribeAs({ email: 'tillbaka@example.se', source: 'footer' })
    const entry = await entryOf('tillbaka@example.se')
    expect(entry).toMatchObject({ status: 'pending', is_active: 0 })
    expect(entry.consent.source).toBe('footer')
    expect(entry.consent.at > before.consent!.at!).toBe(true)
    expect(mailsTo('tillbaka@example.se')).toHaveLength(1)
  })
})

describe('mailings', () => {
  it('reach confirmed subscribers only, with List-Unsubscribe headers; the link page changes nothing until posted', async () => {
    await confirmedSubscriber('las@example.se', { lang: 'en' })
    await subscribeAs({ email: 'vantar@example.se' })
    await confirmedSubscriber('slutat@example.se')
    await rest('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'slutat@example.se' },
      headers: { 'x-forwarded-for': '10.9.1.2' },
    })

    const overview = await rest('GET', '/api/notifications/stats/overview', { headers: staff() })
    const reachable = (
      await payload.find({ collection: 'subscribers', where: { isActive: { equals: true } }, pagination: false })
    ).docs
    expect(overview.body.data.reachable_subscribers).toBe(reachable.length)

    const created = await rest('POST', '/api/notifications', {
      headers: staff(),
      body: {
        subject_sv: 'Vårens nyheter',
        body_sv: 'Hej!\n\nVälkommen in.',
        subject_en: 'Spring news',
        body_en: 'Hello!\n\nWelcome in.',
      },
    })
    smtp.mails.length = 0
    const queued = await rest('POST', `/api/notifications/${created.body.data.id}/send`, { headers: staff() })
    expect(queued.status).toBe(200)
    await runMailingQueue(payload)
    const sent = await rest('GET', `/api/notifications/${created.body.data.id}/progress`, { headers: staff() })
    const to = smtp.mails.flatMap((mail) => mail.to)
    expect(to).toContain('las@example.se')
    expect(to).not.toContain('vantar@example.se')
    expect(to).not.toContain('slutat@example.se')
    expect(sent.body.data.sent).toBe(reachable.length)

    const [mail] = mailsTo('las@example.se')
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
    const link = headers.match(
      /^List-Unsubscribe: <(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/m,
    )?.[1]
    expect(link).toBeDefined()
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    // The template: the text, the salon's footer and the same unsubscribe link in both parts.
    expect(mail.subject).toBe('Spring news')
    expect(mail.html).toContain('Welcome in.')
    expect(mail.html).toContain('/icons/icon-192.png')
    expect(mail.html).toContain(link!.replace(/&/g, '&amp;'))
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(`Unsubscribe here:\n${link}`)

    const page = await rest('GET', pathOf(link!))
    expect(page.status).toBe(200)
    expect(page.body).toContain('Avregistrera mig')
    expect((await stored('las@example.se')).status).toBe('confirmed')

    // RFC 8058: the mail program's one-click POST, form-encoded, without a login.
    const oneClick = await routes.POST(
      new Request(`http://localhost${pathOf(link!)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      { params: Promise.resolve({ slug: ['newsletter', 'unsubscribe'] }) },
    )
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('You have been unsubscribed')
    expect(await entryOf('las@example.se')).toMatchObject({ status: 'unsubscribed', is_active: 0 })

    const unknown = await rest('POST', '/api/newsletter/unsubscribe?token=x'.padEnd(60, 'y'))
    expect(unknown.status).toBe(404)
  })

  it('the unsubscribe page’s own button (a POST without body) unsubscribes', async () => {
    const subscriber = await confirmedSubscriber('knapp@example.se')
    const path = `/api/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`
    const page = await rest('GET', path)
    expect(page.body).toContain(`action="${path}"`)
    expect((await rest('POST', path)).status).toBe(200)
    expect((await stored('knapp@example.se')).status).toBe('unsubscribed')
  })
})

describe('staff', () => {
  it('toggle: confirmed ↔ unsubscribed; a pending or never confirmed one cannot be confirmed by staff', async () => {
    const confirmed = await confirmedSubscriber('vaxla@example.se')
    const toggle = (id: unknown) => rest('PATCH', `/api/newsletter/subscribers/${id}/toggle`, { headers: staff() })
    expect((await toggle(confirmed.id)).body.data).toMatchObject({ status: 'unsubscribed', is_active: 0 })
    expect((await toggle(confirmed.id)).body.data).toMatchObject({ status: 'confirmed', is_active: 1 })

    await subscribeAs({ email: 'ej.bekraftad@example.se' })
    const pending = await stored('ej.bekraftad@example.se')
    const refused = await toggle(pending.id)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe(
      'This subscriber has not confirmed the sign-up yet. Only they can confirm it, with the link in their confirmation e-mail.',
    )
    await rest('POST', '/api/newsletter/unsubscribe', {
      body: { email: 'ej.bekraftad@example.se' },
      headers: { 'x-forwarded-for': '10.9.1.3' },
    })
    const never = await toggle(pending.id)
    expect(never.status).toBe(409)
    expect(never.body.error).toBe(
      'This subscriber never confirmed a sign-up. Only they can subscribe again, through the sign-up form.',
    )
    expect((await stored('ej.bekraftad@example.se')).status).toBe('unsubscribed')
    // Payload's own REST cannot confirm on the visitor's behalf either.
    const viaRest = await payload
      .update({ collection: 'subscribers', id: pending.id, data: { status: 'confirmed' } })
      .catch((error) => error)
    expect(viaRest).toBeInstanceOf(Error)
  })

  it('lists by ?status= and ?search=, and counts confirmed and pending', async () => {
    await subscribeAs({ email: 'sok.pending@example.se', firstName: 'Greta' })
    await confirmedSubscriber('sok.confirmed@example.se', { lastName: 'Garbo' })
    await subscribeAs({ email: 'sok.svensk@example.se', firstName: 'Åsa', lastName: 'Åström' })
    const list = async (query: string) => {
      const answer = await rest('GET', `/api/newsletter/subscribers?limit=100&${query}`, { headers: staff() })
      expect(answer.status).toBe(200)
      return answer.body.data.subscribers as { email: string; status: string }[]
    }
    const all = (await payload.find({ collection: 'subscribers', pagination: false })).docs
    expect((await list('status=pending')).every((s) => s.status === 'pending')).toBe(true)
    expect((await list('status=pending')).map((s) => s.email)).toContain('sok.pending@example.se')
    expect((await list('status=confirmed')).map((s) => s.email)).toContain('sok.confirmed@example.se')
    expect((await list('search=GRETA')).map((s) => s.email)).toEqual(['sok.pending@example.se'])
    expect((await list('search=garbo&status=confirmed')).map((s) => s.email)).toEqual(['sok.confirmed@example.se'])
    expect(await list('search=garbo&status=pending')).toEqual([])
    expect((await list('search=SOK.')).length).toBe(3)
    // Swedish letters in any case, on SQLite too (its LIKE folds ASCII only).
    expect((await list(`search=${encodeURIComponent('åström')}`)).map((s) => s.email)).toEqual([
      'sok.svensk@example.se',
    ])
    expect((await list(`search=${encodeURIComponent('ÅSA')}`)).map((s) => s.email)).toEqual(['sok.svensk@example.se'])
    const bad = await rest('GET', '/api/newsletter/subscribers?status=active', { headers: staff() })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('status must be one of: pending, confirmed, unsubscribed, bounced, complained')

    const stats = await rest('GET', '/api/newsletter/stats', { headers: staff() })
    expect(stats.body.data).toMatchObject({
      total: all.length,
      confirmed: all.filter((s) => s.status === 'confirmed' || (!s.status && s.isActive)).length,
      pending: all.filter((s) => s.status === 'pending').length,
    })
    expect(stats.body.data.active).toBe(stats.body.data.confirmed)
    expect(Object.keys(stats.body.data).sort()).toEqual(
      [
        'active',
        'bounced',
        'complained',
        'confirmed',
        'inactive',
        'new_this_month',
        'pending',
        'total',
        'with_consent',
      ].sort(),
    )
  })

  it('reads records from before double opt-in (no status): active as confirmed, inactive as unsubscribed', async () => {
    await payload.create({
      collection: 'subscribers',
      data: { email: 'gammal.aktiv@example.se', isActive: true, marketingConsent: true },
    })
    await payload.create({ collection: 'subscribers', data: { email: 'gammal.slutat@example.se', isActive: false } })
    expect(await entryOf('gammal.aktiv@example.se')).toMatchObject({
      status: 'confirmed',
      is_active: 1,
      consent: null,
      confirmed_at: null,
    })
    expect(await entryOf('gammal.slutat@example.se')).toMatchObject({ status: 'unsubscribed', is_active: 0 })
    const unsubscribed = await rest('GET', '/api/newsletter/subscribers?limit=100&status=unsubscribed&search=gammal', {
      headers: staff(),
    })
    expect(unsubscribed.body.data.subscribers.map((s: { email: string }) => s.email)).toEqual([
      'gammal.slutat@example.se',
    ])
    // Staff may turn an old subscription back on: it was given before double opt-in existed.
    const old = await stored('gammal.slutat@example.se')
    const on = await rest('PATCH', `/api/newsletter/subscribers/${old.id}/toggle`, { headers: staff() })
    expect(on.body.data).toMatchObject({ status: 'confirmed', is_active: 1 })
  })
})

describe('expirePendingSubscribers', () => {
  it('removes sign-ups never confirmed within 7 days, keeps the rest, and is idempotent', async () => {
    await subscribeAs({ email: 'glomsk@example.se' })
    await confirmedSubscriber('kvar@example.se')
    const pendingNow = (
      await payload.find({ collection: 'subscribers', where: { status: { equals: 'pending' } }, pagination: false })
    ).totalDocs
    const total = (await payload.count({ collection: 'subscribers' })).totalDocs
    const now = new Date()
    expect(await expirePendingSubscribers(payload, new Date(now.getTime() + 6 * DAY))).toBe(0)
    expect(await stored('glomsk@example.se')).toBeDefined()
    expect(await expirePendingSubscribers(payload, new Date(now.getTime() + 7 * DAY + 60_000))).toBe(pendingNow)
    expect(await stored('glomsk@example.se')).toBeUndefined()
    expect(await stored('kvar@example.se')).toBeDefined()
    expect((await payload.count({ collection: 'subscribers' })).totalDocs).toBe(total - pendingNow)
    expect(await expirePendingSubscribers(payload, new Date(now.getTime() + 7 * DAY + 60_000))).toBe(0)
  })
})

describe('POST /api/notifications/preview', () => {
  it('answers the mailing in both languages as a subscriber receives it, without saving anything', async () => {
    const before = (await payload.count({ collection: 'mailings' })).totalDocs
    const answer = await rest('POST', '/api/notifications/preview', {
      headers: staff(),
      body: {
        subject_sv: 'Hösterbjudande',
        body_sv: 'Hej <b>alla</b>!\n\nVälkomna.',
        subject_en: 'Autumn offer',
        body_en: '',
      },
    })
    expect(answer.status).toBe(200)
    const { sv, en } = answer.body.data
    expect(Object.keys(answer.body.data).sort()).toEqual(['en', 'sv'])
    expect(sv).toEqual({ subject: 'Hösterbjudande', html: expect.any(String), text: expect.any(String) })
    expect(sv.html).toContain('Hej &lt;b&gt;alla&lt;/b&gt;!')
    expect(sv.html).toContain('Avregistrera dig här')
    // The salon's template: its mark, name, address and contact details from the settings, narrow-screen rules.
    await payload.updateGlobal({
      slug: 'settings',
      data: {
        site_title: 'Salong Lumière',
        address: 'Strandvägen 7, Stockholm',
        contact_phone: '08-123 456',
        contact_email: 'hej@lumiere.se',
      },
    })
    const branded = (
      await rest('POST', '/api/notifications/preview', {
        headers: staff(),
        body: { subject_sv: 'Hej', body_sv: 'Text' },
      })
    ).body.data.sv
    for (const detail of [
      'Salong Lumière',
      'Strandvägen 7, Stockholm',
      '08-123 456',
      'mailto:hej@lumiere.se',
      '/icons/icon-192.png',
    ])
      expect(branded.html).toContain(detail)
    expect(branded.html).toContain('@media only screen and (max-width:600px)')
    expect(branded.text).toContain('Salong Lumière · Strandvägen 7, Stockholm')
    expect(branded.text).toContain('08-123 456 · hej@lumiere.se')
    expect(sv.text).toContain('Hej <b>alla</b>!\n\nVälkomna.')
    expect(sv.text).toMatch(/Avregistrera dig här:\nhttps?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=preview/)
    // English falls back to the Swedish text where it is empty, as a send does.
    expect(en.subject).toBe('Autumn offer')
    expect(en.text).toContain('Välkomna.')
    expect(en.html).toContain('Unsubscribe here')
    expect((await payload.count({ collection: 'mailings' })).totalDocs).toBe(before)
  })

  it('validates with the notification rules, and is staff only', async () => {
    const bad = await rest('POST', '/api/notifications/preview', {
      headers: staff(),
      body: { subject_sv: '', body_sv: 'x' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      error: 'Please enter a Swedish subject',
      errors: { subject_sv: 'Please enter a Swedish subject' },
    })
    await expectStaffOnly('POST', '/api/notifications/preview')
    // `preview` is no id: the id routes still answer 404 for it.
    expect((await rest('GET', '/api/notifications/preview', { headers: staff() })).status).toBe(404)
  })
})
