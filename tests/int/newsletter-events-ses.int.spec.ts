import { execFileSync } from 'node:child_process'
import { createSign, generateKeyPairSync } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { NOT_OUR_TOPIC, NOT_SIGNED } from '../../endpoints/newsletterEvents'
import { testPayload } from '../support/payload'
import { rest } from '../support/rest'

/*
 * Amazon SES through SNS: a certificate and key made here, served from a local address that a test-only setting
 * (SNS_TEST_CERT_ORIGIN, honoured only under NODE_ENV=test) lets stand in for an SNS host. Messages are signed as SNS
 * signs them (SignatureVersion 2, SHA256); the product takes only the topics in SES_SNS_TOPIC_ARN.
 */
const TOPIC = 'arn:aws:sns:eu-north-1:123456789012:salong-ses-events'
const OTHER_TOPIC = 'arn:aws:sns:eu-north-1:999999999999:someone-elses'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-sns-'))
const keyFile = path.join(dir, 'key.pem')
execFileSync('openssl', [
  ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=sns.eu-north-1.amazonaws.com'],
  ...['-keyout', keyFile, '-out', path.join(dir, 'cert.pem')],
])
const key = fs.readFileSync(keyFile, 'utf8')
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey

const asked: string[] = []
const certServer = http.createServer((request, response) => {
  asked.push(request.url ?? '')
  if (request.url === '/SimpleNotificationService-test.pem') response.end(fs.readFileSync(path.join(dir, 'cert.pem')))
  else response.end('<ConfirmSubscriptionResponse/>')
})
let origin = ''
let payload: Payload

/** The message SNS would post: its fields, signed with `signer` over the fields its type signs. */
const snsMessage = (
  fields: Record<string, string>,
  signer: Parameters<ReturnType<typeof createSign>['sign']>[0] = key,
) => {
  const message: Record<string, string> = {
    MessageId: `msg-${Math.random().toString(16).slice(2)}`,
    TopicArn: TOPIC,
    Timestamp: '2026-11-28T10:00:00.000Z',
    SignatureVersion: '2',
    SigningCertURL: `${origin}/SimpleNotificationService-test.pem`,
    ...fields,
  }
  const order =
    message.Type === 'Notification'
      ? ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type']
      : ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type']
  const text = order
    .filter((name) => message[name] !== undefined)
    .map((name) => `${name}\n${message[name]}\n`)
    .join('')
  const signed: Record<string, string> = { ...message }
  signed.Signature = createSign('RSA-SHA256').update(text).sign(signer, 'base64')
  return signed
}

const bounce = (email: string, bounceType: string, feedbackId: string) =>
  snsMessage({
    Type: 'Notification',
    Message: JSON.stringify({
      notificationType: 'Bounce',
      bounce: {
        feedbackId,
        bounceType,
        bounceSubType: bounceType === 'Permanent' ? 'General' : 'MailboxFull',
        bouncedRecipients: [
          {
            emailAddress: email,
            action: 'failed',
            status: '5.1.1',
            diagnosticCode: 'smtp; 550 5.1.1 user unknown',
          },
        ],
        timestamp: '2026-11-28T09:59:58.000Z',
        reportingMTA: 'dsn; a8-70.smtp-out.amazonses.com',
      },
      mail: { timestamp: '2026-11-28T09:59:50.000Z', source: 'hej@salong.example', messageId: '0100018c-abc' },
    }),
  })
const complaint = (email: string) =>
  snsMessage({
    Type: 'Notification',
    Message: JSON.stringify({
      notificationType: 'Complaint',
      complaint: {
        feedbackId: '0100018c-complaint-1',
        complaintFeedbackType: 'abuse',
        complainedRecipients: [{ emailAddress: email }],
        timestamp: '2026-11-28T11:00:00.000Z',
      },
      mail: { timestamp: '2026-11-28T09:59:50.000Z', source: 'hej@salong.example', messageId: '0100018c-abc' },
    }),
  })

const post = (body: unknown) =>
  rest('POST', '/api/newsletter/events/ses', { body, headers: { 'x-amz-sns-message-type': 'Notification' } })
const statusOf = async (email: string) =>
  (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })).docs[0]
const historyCount = async () => (await payload.count({ collection: 'mail-bounces' })).totalDocs

beforeAll(async () => {
  await new Promise<void>((resolve) => certServer.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(certServer.address() as AddressInfo).port}`
  process.env.SNS_TEST_CERT_ORIGIN = origin
  payload = await testPayload()
  for (const email of ['ses-hard@example.se', 'ses-spam@example.se'])
    await payload.create({ collection: 'subscribers', data: { email, marketingConsent: true, isActive: true } })
})

afterAll(async () => {
  await new Promise((resolve) => certServer.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

it('answers 404 while SES_SNS_TOPIC_ARN is unset', async () => {
  expect((await post(bounce('ses-hard@example.se', 'Permanent', 'fb-1'))).status).toBe(404)
})

it('refuses a message unsigned, signed with another key, or whose certificate is not on an SNS host', async () => {
  process.env.SES_SNS_TOPIC_ARN = `${TOPIC}, arn:aws:sns:eu-north-1:123456789012:another-of-ours`
  const before = await statusOf('ses-hard@example.se')
  const right = bounce('ses-hard@example.se', 'Permanent', 'fb-1')
  const { Signature: _signature, ...unsigned } = right
  for (const message of [
    unsigned,
    { ...right, Signature: snsMessage({ Type: 'Notification', Message: right.Message }, otherKey).Signature },
    { ...right, Message: right.Message.replace('Permanent', 'Transient') },
    // The product's own rule: a certificate elsewhere than an SNS host is not taken, even the right one.
    { ...right, SigningCertURL: right.SigningCertURL.replace('127.0.0.1', 'localhost') },
    { ...right, SigningCertURL: 'https://certs.example.net/SimpleNotificationService-test.pem' },
    { ...right, SigningCertURL: 'https://sns.eu-north-1.amazonaws.com.example.net/cert.pem' },
  ])
    expect(await post(message)).toMatchObject({ status: 401, body: { success: false, error: NOT_SIGNED } })
  expect(await statusOf('ses-hard@example.se')).toEqual(before)
  expect(await historyCount()).toBe(0)
})

it("takes no topic but its own, and follows a subscription's confirmation only for those", async () => {
  asked.length = 0
  const foreign = snsMessage({
    Type: 'SubscriptionConfirmation',
    TopicArn: OTHER_TOPIC,
    Token: 'token-of-someone-else',
    SubscribeURL: `${origin}/?Action=ConfirmSubscription&TopicArn=${OTHER_TOPIC}&Token=x`,
    Message: 'You have chosen to subscribe to the topic.',
  })
  expect(await post(foreign)).toMatchObject({ status: 403, body: { success: false, error: NOT_OUR_TOPIC } })
  expect(await post({ ...bounce('ses-hard@example.se', 'Permanent', 'fb-9'), TopicArn: OTHER_TOPIC })).toMatchObject({
    status: 401,
  })
  const foreignBounce = snsMessage({ ...bounce('ses-hard@example.se', 'Permanent', 'fb-9'), TopicArn: OTHER_TOPIC })
  expect((await post(foreignBounce)).status).toBe(403)
  expect(asked.filter((url) => url.includes('ConfirmSubscription'))).toEqual([])
  expect((await statusOf('ses-hard@example.se')).status).toBe('confirmed')

  const ours = snsMessage({
    Type: 'SubscriptionConfirmation',
    Token: 'token-of-ours',
    SubscribeURL: `${origin}/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=token-of-ours`,
    Message: 'You have chosen to subscribe to the topic.',
  })
  expect(await post(ours)).toMatchObject({ status: 200, body: { data: { events: 0, recorded: 0 } } })
  expect(asked.filter((url) => url.includes('ConfirmSubscription'))).toEqual([
    `/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=token-of-ours`,
  ])
})

it('suppresses a permanent bounce and a complaint once; the same notification again changes nothing', async () => {
  for (const [message, email, status] of [
    [bounce('ses-hard@example.se', 'Permanent', '0100018c-bounce-1'), 'ses-hard@example.se', 'bounced'],
    [complaint('ses-spam@example.se'), 'ses-spam@example.se', 'complained'],
  ] as const) {
    expect(await post(message)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 1 } } })
    const after = await statusOf(email)
    expect(after.status).toBe(status)
    // SNS delivers at least once: the same notification, even as a new message, counts once.
    const again = snsMessage({ Type: 'Notification', Message: message.Message })
    expect(await post(again)).toMatchObject({ status: 200, body: { data: { events: 1, recorded: 0 } } })
    expect(await statusOf(email)).toEqual(after)
  }
  expect(await historyCount()).toBe(2)
})
