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
import { ApiError, notFound } from '../src/platform/apiError'

/** The sending services' later news of a mail (docs/api.md, Newsletter events): bounces and spam complaints. */
export const NOT_SIGNED = 'The event is not signed by the sending service.'
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
