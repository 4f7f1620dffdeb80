import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { ok } from './http/envelope'
import { type ContractRoute, route } from './http/route'
import type { BounceSource } from '../src/mail/bounceEvent'
import { recordBounce } from '../src/mail/recordBounce'
import { dsnEvents } from '../src/mail/webhooks/dsn'
import { mailgunEvents } from '../src/mail/webhooks/mailgun'
import { postmarkAuthorized, postmarkEvents } from '../src/mail/webhooks/postmark'
import type { ProviderEvent } from '../src/mail/webhooks/providerEvent'
import { sameSecret } from '../src/mail/webhooks/sameSecret'
import { sesEvents } from '../src/mail/webhooks/ses'
import { isSnsAddress, verifiedSnsMessage } from '../src/mail/webhooks/snsMessage'
import { ApiError, notFound } from '../src/platform/apiError'

/** The sending services' later news of a mail (docs/api.md, Newsletter events): bounces and spam complaints. */
export const NOT_SIGNED = 'The event is not signed by the sending service.'
export const NOT_OUR_TOPIC = 'The event comes from an SNS topic this site does not take (SES_SNS_TOPIC_ARN).'
const NOT_SET_UP = 'Not found.'

const eventsAnswer = z.object({
  events: z.number().int().min(0).describe('Bounces and complaints the request reported.'),
  recorded: z.number().int().min(0).describe('Of those, the ones heard for the first time (0 for a repeat).'),
})

/** Records each event once (recordBounce.ts) and answers how many were new. */
const recordAll = async (req: PayloadRequest, source: BounceSource, events: ProviderEvent[]) => {
  let recorded = 0
  for (const event of events) if ((await recordBounce(req.payload, { ...event, source })) === 'recorded') recorded += 1
  return ok({ events: events.length, recorded })
}

/** A webhook's setting, or 404 when it is unset: the route does not exist for a site that has not set it up. */
const setting = (...names: string[]): string[] => {
  const values = names.map((name) => process.env[name] ?? '')
  if (values.some((value) => value === '')) throw notFound(NOT_SET_UP)
  return values
}

const unsigned = () => new ApiError(401, NOT_SIGNED)
const rawBody = async (req: PayloadRequest) => (await req.text?.()) ?? ''

const common = {
  method: 'post' as const,
  success: { data: eventsAnswer, description: 'The events were read (a repeat changes nothing).' },
  errors: { 401: [NOT_SIGNED], 404: [NOT_SET_UP] },
}

export const newsletterEventEndpoints: ContractRoute[] = [
  route({
    ...common,
    path: '/newsletter/events/ses',
    summary: "Amazon SES's bounces and complaints (through an SNS topic's HTTPS subscription)",
    description:
      'An SNS message (`Notification`, `SubscriptionConfirmation`), its signature checked against its certificate, ' +
      'which must be served by an SNS host. Only the topics in `SES_SNS_TOPIC_ARN` (comma-separated) are taken: ' +
      "anyone's topic can sign a message. A subscription confirmation of such a topic is followed; an SES `Bounce` " +
      '(Permanent: hard, else soft) or `Complaint` notification is recorded.',
    errors: { ...common.errors, 403: [NOT_OUR_TOPIC] },
    handler: async ({ req }) => {
      const [topics] = setting('SES_SNS_TOPIC_ARN')
      const message = await verifiedSnsMessage(await rawBody(req))
      if (!message) throw unsigned()
      const ours = topics.split(',').map((topic) => topic.trim())
      if (!ours.includes(message.TopicArn)) throw new ApiError(403, NOT_OUR_TOPIC)
      if (message.Type === 'SubscriptionConfirmation' && isSnsAddress(message.SubscribeURL)) {
        const confirmed = await fetch(message.SubscribeURL, { signal: AbortSignal.timeout(5_000), redirect: 'error' })
        req.payload.logger.info(`SNS subscription of ${message.TopicArn} confirmed: ${confirmed.status}`)
      }
      const events = message.Type === 'Notification' ? sesEvents(message.Message) : []
      return recordAll(req, 'ses', events)
    },
  }),

  route({
    ...common,
    path: '/newsletter/events/mailgun',
    summary: "Mailgun's bounces and complaints (its signed webhook)",
    description:
      "Mailgun's `failed` (permanent: a hard bounce; temporary: a soft one) and `complained` events, as JSON with " +
      'its `signature`, an HMAC of `timestamp` and `token` with `MAILGUN_WEBHOOK_SIGNING_KEY`.',
    handler: async ({ req }) => {
      const [key] = setting('MAILGUN_WEBHOOK_SIGNING_KEY')
      const events = mailgunEvents(await rawBody(req), key)
      if (!events) throw unsigned()
      return recordAll(req, 'mailgun', events)
    },
  }),

  route({
    ...common,
    path: '/newsletter/events/postmark',
    summary: "Postmark's bounces and spam complaints (its webhook, with basic auth)",
    description:
      "Postmark's Bounce (HardBounce and the like: hard; SoftBounce, Transient, DnsError: soft) and SpamComplaint " +
      'webhooks, with the basic-auth user and password `POSTMARK_WEBHOOK_USER` and `POSTMARK_WEBHOOK_PASSWORD`.',
    handler: async ({ req }) => {
      const [user, password] = setting('POSTMARK_WEBHOOK_USER', 'POSTMARK_WEBHOOK_PASSWORD')
      if (!postmarkAuthorized(req.headers.get('authorization'), user, password)) throw unsigned()
      return recordAll(req, 'postmark', postmarkEvents(await rawBody(req)))
    },
  }),

  route({
    ...common,
    path: '/newsletter/events/dsn',
    summary: 'A raw delivery status notification or spam complaint report (the bounce mailbox)',
    description:
      "A whole mail as a mail server's pipe or an inbound-mail service posts it (`message/rfc822` or text): a " +
      'delivery status notification (RFC 3464) or an abuse report (ARF, RFC 5965). With `Authorization: Bearer ' +
      '$DSN_WEBHOOK_TOKEN`. The return path mailings carry (VERP with `BOUNCE_ADDRESS`) names the subscriber.',
    handler: async ({ req }) => {
      const [token] = setting('DSN_WEBHOOK_TOKEN')
      const given = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization')?.trim() ?? '')?.[1] ?? ''
      if (!sameSecret(given, token)) throw unsigned()
      return recordAll(req, 'dsn', await dsnEvents(await rawBody(req)))
    },
  }),
]
