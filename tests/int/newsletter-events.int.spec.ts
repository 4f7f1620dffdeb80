import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { NOT_SIGNED } from '../../endpoints/newsletterEvents'
import * as routes from '../../src/app/(payload)/api/[...slug]/route'
import { startMetrics } from '../../src/lib/observability/metrics.mjs'
import { undocumentedAnswer } from '../support/contractCheck'
import { runMailingQueue } from '../support/mailingQueue'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/*
 * Bounces and complaints that come later, through each sending service's webhook, with real-shaped payloads:
 * signed right, an event changes the subscriber once (twice: nothing more); unsigned or signed wrong, 401 and
 * nothing changed; with its settings unset, 404. The mailings go out through a real SMTP server with a return path
 * that names the recipient (VERP), which the raw bounce reports carry. (As api-notifications.int.spec.ts.)
 */
const smtp = await vi.hoisted(async () => {
  const { startSmtp } = await import('../support/smtp')
  const server = await startSmtp()
  process.env.SMTP_URL = server.url
  return server
})

const MAILGUN_KEY = 'key-3ax6xnjp29jd6fds4gc373sgvjxteol0'
const DSN_TOKEN = 'dsn-token-for-the-bounce-mailbox-0123456789'
let payload: Payload
const metrics = startMetrics()

const statusOf = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })).docs[0]
const historyOf = async (email: string) =>
  (await payload.find({ collection: 'mail-bounces', where: { email: { equals: email } }, depth: 0 })).docs

/** A POST with a raw body and its own content type, as a mail server's pipe sends a report (rest() sends JSON). */
const postRaw = async (path: string, body: string, headers: Record<string, string>) => {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const response = await routes.POST(new Request(url, { method: 'POST', headers, body }), {
    params: Promise.resolve({ slug }),
  })
  const answer = { status: response.status, body: await response.json() }
  const problem = undocumentedAnswer('POST', url.pathname, {
    ...answer,
    contentType: response.headers.get('content-type'),
  })
  if (problem) throw new Error(problem)
  return answer
}

type Attempt = () => Promise<{ status: number; body: unknown }>

/**
 * Sends a rightly signed event with the webhook's settings unset (404), then sets them and sends it unsigned and
 * signed wrong (401): none may change anything.
 */
const expectRefusals = async (
  email: string,
  attempts: { unset: Attempt; settings: Record<string, string>; wrong: Attempt[] },
) => {
  const before = await statusOf(email)
  expect((await attempts.unset()).status).toBe(404)
  Object.assign(process.env, attempts.settings)
  for (const attempt of attempts.wrong)
    expect(await attempt()).toMatchObject({ status: 401, body: { success: false, error: NOT_SIGNED } })
  expect(await statusOf(email)).toEqual(before)
  expect(await historyOf(email)).toEqual([])
}

beforeAll(async () => {
  process.env.BOUNCE_ADDRESS = 'bounces@mail.salong.example'
  payload = await testPayload()
  for (const email of ['mg-hard@example.se', 'mg-spam@example.se', 'pm-hard@example.se', 'pm-spam@example.se'])
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  for (const email of ['dsn-hard@example.se', 'dsn-soft@example.se', 'arf@example.se'])
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
  // A mailing to all of them: each mail leaves with its recipient's own return path.
  const staff = tokenHeaders(await staffToken(payload)).bearer
  const created = await rest('POST', '/api/notifications', {
    headers: staff,
    body: { subject_sv: 'Nytt', body_sv: 'Hej!' },
  })
  await rest('POST', `/api/notifications/${created.body.data.id}/send`, { headers: staff, body: {} })
  await runMailingQueue(payload)
})

afterAll(async () => {
  await smtp.stop()
})

describe('POST /api/newsletter/events/mailgun', () => {
  const signed = (event: Record<string, unknown>, key = MAILGUN_KEY, at = Date.now()) => {
    const timestamp = String(Math.floor(at / 1000))
    const token = `a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0${String(event.id).length}`
    const signature = createHmac('sha256', key)
      .update(timestamp + token)
      .digest('hex')
    return { signature: { timestamp, token, signature }, 'event-data': event }
  }
  const failed = {
    id: 'G9Bn5sl1TC6nu79C8C0bwg',
    event: 'failed',
    severity: 'permanent',
    reason: 'bounce',
    timestamp: 1764331100.3756,
    recipient: 'mg-hard@example.se',
    'delivery-status': { code: 550, message: '5.1.1 The email account that you tried to reach does not exist.' },
    message: { headers: { to: 'mg-hard@example.se', 'message-id': '20261128.1@salong.example' } },
  }
  const complained = {
    id: 'Ase7i2zsRYeDXztHGENqRA',
    event: 'complained',
    timestamp: 1764331150,
    recipient: 'mg-spam@example.se',
  }
  const post = (body: unknown) => rest('POST', '/api/newsletter/events/mailgun', { body })

  it('refuses an event unsigned, signed with another key, or without its setting, changing nothing', async () => {
    await expectRefusals('mg-hard@example.se', {
      unset: () => post(signed(failed)),
      settings: { MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY },
      wrong: [
        () => post({ 'event-data': failed }),
        () => post(signed(failed, 'key-someone-elses')),
        // Signed right, an hour ago: Mailgun's signature does not cover the event, so an old one is not taken.
        () => post(signed(failed, MAILGUN_KEY, Date.now() - 60 * 60 * 1000)),
      ],
    })
  })

  it('suppresses a permanent failure and a complaint once; the same event again changes nothing', async () => {
    for (const [event, email, status] of [
      [failed, 'mg-hard@example.se', 'bounced'],
      [complained, 'mg-spam@example.se', 'complained'],
    ] as const) {
      expect(await post(signed(event))).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 1 } } })
      const after = await statusOf(email)
      expect(after.status).toBe(status)
      expect(await post(signed(event))).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 0 } } })
      expect(await statusOf(email)).toEqual(after)
      expect(await historyOf(email)).toHaveLength(1)
    }
    expect((await statusOf('mg-hard@example.se')).suppressionReason).toContain('5.1.1')
  })
})

describe('POST /api/newsletter/events/postmark', () => {
  const basic = (user: string, password: string) => ({
    Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
  })
  const bounce = {
    RecordType: 'Bounce',
    ID: 4323372036854,
    Type: 'HardBounce',
    TypeCode: 1,
    Name: 'Hard bounce',
    MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
    MessageStream: 'broadcast',
    Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
    Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
    Email: 'pm-hard@example.se',
    From: 'hej@salong.example',
    BouncedAt: '2026-11-28T10:00:00Z',
    Inactive: true,
    Subject: 'Nytt',
  }
  const complaint = {
    RecordType: 'SpamComplaint',
    ID: 42,
    Type: 'SpamComplaint',
    TypeCode: 512,
    MessageID: '00000000-0000-0000-0000-000000000000',
    MessageStream: 'broadcast',
    Details: 'Test spam complaint details',
    Email: 'pm-spam@example.se',
    BouncedAt: '2026-11-28T10:05:00Z',
  }
  const post = (body: unknown, headers: Record<string, string> = basic('postmark', 'hook-password-1')) =>
    rest('POST', '/api/newsletter/events/postmark', { body, headers })

  it('refuses an event without the basic-auth credentials, with wrong ones, or without its settings', async () => {
    await expectRefusals('pm-hard@example.se', {
      unset: () => post(bounce),
      settings: { POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'hook-password-1' },
      wrong: [() => post(bounce, {}), () => post(bounce, basic('postmark', 'hook-password-2'))],
    })
  })

  it('suppresses a hard bounce and a spam complaint once; the same event again changes nothing', async () => {
    for (const [event, email, status] of [
      [bounce, 'pm-hard@example.se', 'bounced'],
      [complaint, 'pm-spam@example.se', 'complained'],
    ] as const) {
      expect(await post(event)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 1 } } })
      const after = await statusOf(email)
      expect(after.status).toBe(status)
      expect(await post(event)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 0 } } })
      expect(await statusOf(email)).toEqual(after)
      expect(await historyOf(email)).toHaveLength(1)
    }
  })
})

describe('POST /api/newsletter/events/dsn', () => {
  /** The return path the mailing went out with to `email` (VERP): where its bounce comes back to. */
  const returnPathOf = (email: string) => smtp.mails.find((mail) => mail.to.includes(email))!.returnPath

  /** A Postfix-shaped RFC 3464 report to the return path, for a recipient the report may name otherwise. */
  const dsn = (returnPath: string, named: string, status: string, diagnostic: string, id: string) =>
    [
      'Return-Path: <>',
      'Date: Sat, 28 Nov 2026 10:00:00 +0100',
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.se>',
      `To: ${returnPath}`,
      'Subject: Undelivered Mail Returned to Sender',
      `Message-ID: <${id}@mx.example.se>`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B0UND"',
      '',
      '--B0UND',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'This is the mail system at host mx.example.se. Your message could not be delivered.',
      '',
      '--B0UND',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.se',
      'Arrival-Date: Sat, 28 Nov 2026 09:59:58 +0100',
      '',
      `Final-Recipient: rfc822; ${named}`,
      `Original-Recipient: rfc822;${named}`,
      'Action: failed',
      `Status: ${status}`,
      'Remote-MTA: dns; mx.example.se',
      `Diagnostic-Code: smtp; ${diagnostic}`,
      '',
      '--B0UND',
      'Content-Type: text/rfc822-headers',
      '',
      `Return-Path: <${returnPath}>`,
      'From: Salong <hej@salong.example>',
      'Subject: Nytt',
      '',
      '--B0UND--',
      '',
    ].join('\r\n')

  /** An abuse report (ARF, RFC 5965) as a mailbox provider's feedback loop sends it, the recipient redacted. */
  const arf = (returnPath: string) =>
    [
      'From: <feedbackloop@fbl.example.net>',
      'Date: Sat, 28 Nov 2026 11:00:00 +0000',
      'Subject: FW: Nytt',
      'To: <abuse@salong.example>',
      'Message-ID: <fbl-20261128-77@fbl.example.net>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=feedback-report; boundary="part1_13d.2e68ed54"',
      '',
      '--part1_13d.2e68ed54',
      'Content-Type: text/plain; charset="US-ASCII"',
      '',
      'This is an email abuse report for an email message received from IP 192.0.2.1.',
      '',
      '--part1_13d.2e68ed54',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: SomeGenerator/1.0',
      'Version: 1',
      'Source-IP: 192.0.2.1',
      'Arrival-Date: Sat, 28 Nov 2026 10:30:00 +0000',
      '',
      '--part1_13d.2e68ed54',
      'Content-Type: message/rfc822',
      'Content-Disposition: inline',
      '',
      `Return-Path: <${returnPath}>`,
      'From: Salong <hej@salong.example>',
      'To: redacted@fbl.example.net',
      'Subject: Nytt',
      'Date: Sat, 28 Nov 2026 09:00:00 +0000',
      '',
      'Hej!',
      '',
      '--part1_13d.2e68ed54--',
      '',
    ].join('\r\n')

  const post = (body: string, token = DSN_TOKEN) =>
    postRaw('/api/newsletter/events/dsn', body, {
      'Content-Type': 'message/rfc822',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    })

  it('sends each mailing with a return path that names its recipient, signed', () => {
    const returnPath = returnPathOf('dsn-hard@example.se')
    expect(returnPath).toMatch(/^bounces\+[0-9a-f]+-[0-9a-f]+-[0-9a-f]{16}@mail\.salong\.example$/)
    expect(returnPathOf('dsn-soft@example.se')).not.toBe(returnPath)
  })

  it('refuses a report without the token, with another token, or without its setting', async () => {
    const report = dsn(returnPathOf('dsn-hard@example.se'), 'dsn-hard@example.se', '5.1.1', '550 5.1.1 unknown', 'r1')
    await expectRefusals('dsn-hard@example.se', {
      unset: () => post(report),
      settings: { DSN_WEBHOOK_TOKEN: DSN_TOKEN },
      wrong: [() => post(report, ''), () => post(report, `${DSN_TOKEN}x`)],
    })
  })

  it('suppresses a 5.1.1 at once, counts a 4.2.2 found by its return path alone, and takes an ARF report for a complaint', async () => {
    const hard = dsn(
      returnPathOf('dsn-hard@example.se'),
      'dsn-hard@example.se',
      '5.1.1',
      '550 5.1.1 <dsn-hard@example.se>: Recipient address rejected: User unknown',
      'r2',
    )
    // Forwarded on, the report names the address it was forwarded to: only the return path finds the subscriber.
    const soft = dsn(
      returnPathOf('dsn-soft@example.se'),
      'someone@forwarded.example.net',
      '4.2.2',
      '452 4.2.2 Mailbox full',
      'r3',
    )
    const complaint = arf(returnPathOf('arf@example.se'))
    for (const [report, email, check] of [
      [hard, 'dsn-hard@example.se', { status: 'bounced' }],
      [soft, 'dsn-soft@example.se', { status: 'confirmed', softBounces: 1 }],
      [complaint, 'arf@example.se', { status: 'complained' }],
    ] as const) {
      expect(await post(report)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 1 } } })
      const after = await statusOf(email)
      expect(after).toMatchObject(check)
      expect(await post(report)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 0 } } })
      expect(await statusOf(email)).toEqual(after)
      expect(await historyOf(email)).toHaveLength(1)
    }
    const [bounce] = await historyOf('dsn-soft@example.se')
    expect(bounce).toMatchObject({ kind: 'soft', source: 'dsn' })
  })

  it('counts each complaint once in salong_mail_complaints_total (Mailgun, Postmark, ARF)', async () => {
    expect((await metrics.mailComplaints.get()).values[0].value).toBe(3)
  })

  it("counts them in the mailing's figures: by the return path's tag, or as the last mailing sent to them", async () => {
    const staff = tokenHeaders(await staffToken(payload)).bearer
    const [mailing] = (await rest('GET', '/api/notifications', { headers: staff })).body.data
    expect(mailing.figures).toEqual({ sent: 7, failed: 0, bounced: 4, complained: 3 })
  })

  it('takes no tag it did not sign', async () => {
    const forged = returnPathOf('dsn-soft@example.se').replace(/-[0-9a-f]{16}@/, '-0123456789abcdef@')
    const report = dsn(forged, 'someone@forwarded.example.net', '5.1.1', '550 5.1.1 unknown', 'r4')
    expect(await post(report)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 0 } } })
    expect((await statusOf('dsn-soft@example.se')).status).toBe('confirmed')
  })
})
