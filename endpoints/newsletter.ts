import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { routeId } from './http/input'
import { langQuery } from './http/langQuery'
import { queryNumber } from './http/queryNumber'
import { type ContractRoute, route } from './http/route'
import {
  deleted,
  emailAnswer,
  idAnswer,
  subscriberAnswer,
  subscriberPageAnswer,
  subscriberStatsAnswer,
} from './openapi/answers'
import { recordAudit } from '../src/audit/recordAudit'
import type { SubscriberEntry } from '../src/lib/contract/subscribers'
import { pageTextFor } from '../src/lib/i18n/pageText'
import type { Locale } from '../src/lib/locales'
import { salonDay } from '../src/lib/salonDay'
import { newsletterSignupSchema } from '../src/lib/schemas/newsletterSignup'
import { newsletterUnsubscribeSchema } from '../src/lib/schemas/newsletterUnsubscribe'
import { subscriberListQuerySchema } from '../src/lib/schemas/subscriberListQuery'
import { subscriberCsvHeader, subscriberCsvRows } from '../src/lib/subscriberCsv'
import { subscriberCsvLabels } from '../src/lib/subscriberCsvLabels'
import {
  isSuppressed,
  NOT_BOUNCED,
  PENDING_NOT_CONFIRMABLE,
  SUPPRESSED_NOT_TOGGLED,
  subscriberStatus,
} from '../src/lib/subscriberStatus'
import {
  confirmedPage,
  confirmPromptPage,
  invalidConfirmLinkPage,
  invalidUnsubscribeLinkPage,
  unsubscribedPage,
  unsubscribePromptPage,
} from '../src/mail/linkPages'
import { siteOrigin } from '../src/mail/siteOrigin'
import { confirmSubscriber, inspectConfirmLink } from '../src/newsletter/confirmSubscriber'
import { liftBounce } from '../src/newsletter/liftBounce'
import { signUp } from '../src/newsletter/signUp'
import type { Subscriber } from '../src/payload-types'
import { conflict } from '../src/platform/apiError'
import { rateLimiter } from '../src/platform/rateLimit'
import {
  allSubscriberPages,
  findByUnsubscribeToken,
  findSubscribers,
  subscriberStats,
  toSubscriberEntry,
  unsubscribe,
} from '../src/queries/subscribers'

const SUBSCRIBED = 'Thank you for subscribing!'
const UNSUBSCRIBED = 'You have been unsubscribed from the newsletter.'
const NOT_FOUND = 'Subscriber not found.'

const limitSignUps = rateLimiter('newsletter', 10, 10 * 60 * 1000)

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })

const linkToken = (what: string) =>
  z.object({ token: z.string().optional().describe(`The signed token of the ${what} link in the e-mail.`) })
const INVALID_LINK = 'The page saying the link is not valid (any more).'

/** The CSV file's text, the header first, then each page of rows as it is read. */
const subscriberCsvStream = (pages: AsyncGenerator<SubscriberEntry[]>, locale: Locale): ReadableStream<Uint8Array> => {
  const labels = subscriberCsvLabels(locale)
  const encoder = new TextEncoder()
  let started = false
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(subscriberCsvHeader(labels)))
        return
      }
      const next = await pages.next()
      if (next.done) return controller.close()
      controller.enqueue(encoder.encode(`\r\n${subscriberCsvRows(next.value, labels)}`))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
}

/** A link's page posts back to the same link (relative, so it stays on the host the visitor opened). */
const selfAction = (path: string, token: string) => `/api${path}?token=${encodeURIComponent(token)}`

/** The unsubscribe link of a mailing (RFC 8058 one-click POSTs, and the page's button): no login, no limit. */
const unsubscribeByLink = async (req: PayloadRequest) => {
  const found = await unsubscribe(req.payload, { token: req.searchParams.get('token') ?? '' })
  const site = siteOrigin(req)
  return found ? html(unsubscribedPage(site)) : html(invalidUnsubscribeLinkPage(site), 404)
}

const confirmAnswer = (req: PayloadRequest, token: string, outcome: 'ready' | 'confirmed' | 'invalid' | 'expired') => {
  const site = siteOrigin(req)
  if (outcome === 'ready') return html(confirmPromptPage(site, selfAction('/newsletter/confirm', token)))
  if (outcome === 'confirmed') return html(confirmedPage(site))
  return html(invalidConfirmLinkPage(site), outcome === 'expired' ? 410 : 404)
}

/** /newsletter — sign-up and unsubscribe for visitors; the subscriber list for staff (SPEC §7). */
export const newsletterEndpoints: ContractRoute[] = [
  route({
    method: 'post',
    path: '/newsletter/subscribe',
    summary: 'Sign up for the newsletter (double opt-in)',
    description:
      'Sends a confirmation e-mail; the address is subscribed only once its link is opened and confirmed. ' +
      'The answer is the same whether the address was new, pending or confirmed. `website` is a honeypot.',
    rateLimit: limitSignUps,
    body: newsletterSignupSchema,
    success: {
      data: emailAnswer,
      message: SUBSCRIBED,
      description: 'Received (in the language of `lang` when sent).',
    },
    handler: async ({ req, body: { website, lang, locale, ...input } }) => {
      // A filled honeypot is a bot: it is told "subscribed" so it learns nothing, and nothing is stored.
      if (!website) await signUp(req.payload, { ...input, locale: lang ?? locale }, siteOrigin(req))
      // The same answer whether the address was new, pending or confirmed, so addresses cannot be probed.
      const answer = lang ?? locale
      return ok({ email: input.email }, { message: answer ? pageTextFor(answer)('newsletter.success') : SUBSCRIBED })
    },
  }),

  route({
    method: 'post',
    path: '/newsletter/unsubscribe',
    summary: 'Unsubscribe an address, or the link of a mailing',
    description:
      'With `{ email }`: the same answer whether the address was subscribed or not. With `?token=` (the ' +
      "mailing's link, RFC 8058 one-click or the page's button): an HTML page, and no body is read.",
    // The mail's link, posted by its page's button or by a mail program's one-click (beyond SPEC §7).
    onRequest: (req) => (req.searchParams.has('token') ? unsubscribeByLink(req) : undefined),
    rateLimit: limitSignUps,
    query: linkToken('unsubscribe'),
    body: newsletterUnsubscribeSchema,
    success: { data: emailAnswer, message: UNSUBSCRIBED, description: 'Unsubscribed.' },
    pages: { 200: 'With `?token=`: the page saying the address is unsubscribed.', 404: INVALID_LINK },
    handler: async ({ req, body: { email } }) => {
      // Unknown addresses get the same success, so the route cannot tell who subscribes.
      await unsubscribe(req.payload, { email })
      return ok({ email }, { message: UNSUBSCRIBED })
    },
  }),

  // The unsubscribe link in every mailing (beyond SPEC §7) opens a page with a button and changes nothing:
  // mail scanners open links. The button (and one-click) POST to the same address.
  route({
    method: 'get',
    path: '/newsletter/unsubscribe',
    summary: "The unsubscribe link's page",
    description: 'Changes nothing (mail scanners open links): a page whose button posts to the same address.',
    query: linkToken('unsubscribe'),
    success: { html: { 200: 'The page with the unsubscribe button.', 404: INVALID_LINK } },
    handler: async ({ req, query: { token = '' } }) => {
      const site = siteOrigin(req)
      return (await findByUnsubscribeToken(req.payload, token))
        ? html(unsubscribePromptPage(site, selfAction('/newsletter/unsubscribe', token)))
        : html(invalidUnsubscribeLinkPage(site), 404)
    },
  }),

  // The signed link of the confirmation e-mail (beyond SPEC §7): GET shows the button, POST confirms.
  route({
    method: 'get',
    path: '/newsletter/confirm',
    summary: "The confirmation link's page",
    description: 'Changes nothing: a page whose button posts to the same address.',
    query: linkToken('confirmation'),
    success: {
      html: { 200: 'The page with the confirm button.', 404: INVALID_LINK, 410: 'The link has expired.' },
    },
    handler: async ({ req, query: { token = '' } }) =>
      confirmAnswer(req, token, await inspectConfirmLink(req.payload, token, new Date())),
  }),

  route({
    method: 'post',
    path: '/newsletter/confirm',
    summary: 'Confirm a sign-up',
    query: linkToken('confirmation'),
    success: { html: { 200: 'The page saying the address is subscribed.', 404: INVALID_LINK, 410: 'Expired.' } },
    handler: async ({ req, query: { token = '' } }) =>
      confirmAnswer(req, token, await confirmSubscriber(req.payload, token, new Date())),
  }),

  route({
    method: 'get',
    path: '/newsletter/subscribers',
    summary: 'The subscribers, a page at a time',
    staff: true,
    query: subscriberListQuerySchema.extend({
      page: queryNumber(z.number().int().min(1), 1, 100_000).describe('From 1 (default).'),
      limit: queryNumber(z.number().int().min(1).max(100), 20, 100).describe('Per page: 20 by default, at most 100.'),
    }),
    success: { data: subscriberPageAnswer, description: 'One page of subscribers, newest first, and the totals.' },
    handler: async ({ req, query }) => ok(await findSubscribers(req.payload, req, query)),
  }),

  // Beside the contract: the filtered list as a CSV file for Excel, written a page at a time as it is sent, so
  // the server's memory stays flat however long the list is. `?lang=` names the columns (Swedish by default).
  route({
    method: 'get',
    path: '/newsletter/subscribers/export',
    summary: 'The filtered subscribers as a CSV file for Excel',
    description: 'Written a page at a time as it is sent; `lang` names the columns (Swedish by default).',
    staff: true,
    query: subscriberListQuerySchema.extend(langQuery.shape),
    success: { file: 'The CSV file (UTF-8, for Swedish Excel).', mediaType: 'text/csv' },
    handler: async ({ req, query: { lang: locale = 'sv', ...filter } }) => {
      await recordAudit(req, {
        action: 'subscribers.exported',
        target: { collection: 'subscribers' },
        detail: JSON.stringify(filter),
      })
      return new Response(subscriberCsvStream(allSubscriberPages(req.payload, req, filter), locale), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${subscriberCsvLabels(locale).fileName}-${salonDay()}.csv"`,
          'Cache-Control': 'no-store',
        },
      })
    },
  }),

  route({
    method: 'get',
    path: '/newsletter/stats',
    summary: 'Counts of subscribers',
    staff: true,
    success: { data: subscriberStatsAnswer, description: 'The counts.' },
    handler: async ({ req }) => ok(await subscriberStats(req.payload, req)),
  }),

  route({
    method: 'patch',
    path: '/newsletter/subscribers/:id/toggle',
    summary: 'Switch a subscriber between confirmed and unsubscribed',
    staff: true,
    success: { data: subscriberAnswer, description: 'The subscriber in the new state.' },
    errors: { 404: [NOT_FOUND], 409: [PENDING_NOT_CONFIRMABLE, SUPPRESSED_NOT_TOGGLED] },
    handler: async ({ req }) => {
      const id = routeId(req)
      const found = await findOr404(
        () => req.payload.findByID({ collection: 'subscribers', id, depth: 0, req, overrideAccess: false }),
        NOT_FOUND,
      )
      // Confirmed ↔ unsubscribed; a pending sign-up is the visitor's to confirm, and a suppressed address is lifted
      // on its own route, and only a bounce (subscriberState guards both too).
      const status = subscriberStatus(found)
      if (status === 'pending') throw conflict(PENDING_NOT_CONFIRMABLE)
      if (isSuppressed(status)) throw conflict(SUPPRESSED_NOT_TOGGLED)
      const doc = (await req.payload.update({
        collection: 'subscribers',
        id,
        data: { status: status === 'confirmed' ? 'unsubscribed' : 'confirmed' },
        depth: 0,
        req,
        overrideAccess: false,
      })) as Subscriber
      return ok(toSubscriberEntry(doc))
    },
  }),

  route({
    method: 'post',
    path: '/newsletter/subscribers/:id/lift-bounce',
    summary: 'Lift a bounce when the reader asks, sending a fresh confirmation',
    description:
      'For a `bounced` subscriber whose mailbox works again: they become `pending` and get a new confirmation e-mail, ' +
      'so they are mailed again only after confirming it themselves. A spam complaint (`complained`) is never lifted.',
    staff: true,
    success: { data: subscriberAnswer, description: 'The subscriber, pending again.' },
    errors: { 404: [NOT_FOUND], 409: [NOT_BOUNCED] },
    handler: async ({ req }) => {
      const found = await findOr404(
        () =>
          req.payload.findByID({ collection: 'subscribers', id: routeId(req), depth: 0, req, overrideAccess: false }),
        NOT_FOUND,
      )
      const outcome = await liftBounce(req, found as Subscriber, siteOrigin(req))
      if ('refused' in outcome) throw conflict(NOT_BOUNCED)
      return ok(toSubscriberEntry(outcome.lifted))
    },
  }),

  route({
    method: 'delete',
    path: '/newsletter/subscribers/:id',
    summary: 'Delete a subscriber',
    staff: true,
    success: { data: idAnswer, description: deleted('subscriber') },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const id = routeId(req)
      const found = await findOr404(
        () => req.payload.findByID({ collection: 'subscribers', id, depth: 0, req, overrideAccess: false }),
        NOT_FOUND,
      )
      await req.payload.delete({ collection: 'subscribers', id, req, overrideAccess: false })
      return ok({ id: found.id })
    },
  }),
]
