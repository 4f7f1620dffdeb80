import type { Endpoint, PayloadRequest } from 'payload'

import { ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { readBody, readQuery, routeId } from './http/input'
import { publicRoute, staffRoute } from './http/route'
import type { SubscriberEntry } from '../src/lib/contract/subscribers'
import { createI18n } from '../src/lib/i18n'
import { type Locale, toLocale } from '../src/lib/locales'
import { salonDay } from '../src/lib/salonDay'
import { newsletterSignupSchema } from '../src/lib/schemas/newsletterSignup'
import { newsletterUnsubscribeSchema } from '../src/lib/schemas/newsletterUnsubscribe'
import { subscriberListQuerySchema } from '../src/lib/schemas/subscriberListQuery'
import { subscriberCsvHeader, subscriberCsvRows } from '../src/lib/subscriberCsv'
import { subscriberCsvLabels } from '../src/lib/subscriberCsvLabels'
import { PENDING_NOT_CONFIRMABLE, subscriberStatus } from '../src/lib/subscriberStatus'
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

/** A positive whole number from the query, or the default. */
const queryNumber = (value: string | null, fallback: number, max: number): number => {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback
}

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

const linkToken = (req: PayloadRequest) => req.searchParams.get('token') ?? ''
/** A link's page posts back to the same link (relative, so it stays on the host the visitor opened). */
const selfAction = (req: PayloadRequest, path: string) => `/api${path}?token=${encodeURIComponent(linkToken(req))}`

/** The unsubscribe link of a mailing (RFC 8058 one-click POSTs, and the page's button): no login, no limit. */
const unsubscribeByLink = async (req: PayloadRequest) => {
  const found = await unsubscribe(req.payload, { token: linkToken(req) })
  const site = siteOrigin(req)
  return found ? html(unsubscribedPage(site)) : html(invalidUnsubscribeLinkPage(site), 404)
}

const confirmAnswer = (req: PayloadRequest, outcome: 'ready' | 'confirmed' | 'invalid' | 'expired') => {
  const site = siteOrigin(req)
  if (outcome === 'ready') return html(confirmPromptPage(site, selfAction(req, '/newsletter/confirm')))
  if (outcome === 'confirmed') return html(confirmedPage(site))
  return html(invalidConfirmLinkPage(site), outcome === 'expired' ? 410 : 404)
}

/** /newsletter — sign-up and unsubscribe for visitors; the subscriber list for staff (SPEC §7). */
export const newsletterEndpoints: Endpoint[] = [
  publicRoute('post', '/newsletter/subscribe', async (req) => {
    await limitSignUps(req)
    const { website, lang, locale, ...input } = await readBody(req, newsletterSignupSchema)
    // A filled honeypot is a bot: it is told "subscribed" so it learns nothing, and nothing is stored.
    if (!website) await signUp(req.payload, { ...input, locale: lang ?? locale }, siteOrigin(req))
    // The same answer whether the address was new, pending or confirmed, so addresses cannot be probed.
    const answer = lang ?? locale
    return ok({ email: input.email }, { message: answer ? createI18n(answer).t('newsletter.success') : SUBSCRIBED })
  }),

  publicRoute('post', '/newsletter/unsubscribe', async (req) => {
    // The mail's link, posted by its page's button or by a mail program's one-click (beyond SPEC §7).
    if (req.searchParams.has('token')) return unsubscribeByLink(req)
    await limitSignUps(req)
    const { email } = await readBody(req, newsletterUnsubscribeSchema)
    // Unknown addresses get the same success, so the route cannot tell who subscribes.
    await unsubscribe(req.payload, { email })
    return ok({ email }, { message: UNSUBSCRIBED })
  }),

  // The unsubscribe link in every mailing (beyond SPEC §7) opens a page with a button and changes nothing:
  // mail scanners open links. The button (and one-click) POST to the same address.
  publicRoute('get', '/newsletter/unsubscribe', async (req) => {
    const site = siteOrigin(req)
    return (await findByUnsubscribeToken(req.payload, linkToken(req)))
      ? html(unsubscribePromptPage(site, selfAction(req, '/newsletter/unsubscribe')))
      : html(invalidUnsubscribeLinkPage(site), 404)
  }),

  // The signed link of the confirmation e-mail (beyond SPEC §7): GET shows the button, POST confirms.
  publicRoute('get', '/newsletter/confirm', async (req) =>
    confirmAnswer(req, await inspectConfirmLink(req.payload, linkToken(req), new Date())),
  ),

  publicRoute('post', '/newsletter/confirm', async (req) =>
    confirmAnswer(req, await confirmSubscriber(req.payload, linkToken(req), new Date())),
  ),

  staffRoute('get', '/newsletter/subscribers', async (req) => {
    const page = queryNumber(req.searchParams.get('page'), 1, 100_000)
    const limit = queryNumber(req.searchParams.get('limit'), 20, 100)
    const { status, search, sort } = readQuery(req, subscriberListQuerySchema)
    return ok(await findSubscribers(req.payload, req, { page, limit, status, search, sort }))
  }),

  // Beside the contract: the filtered list as a CSV file for Excel, written a page at a time as it is sent, so
  // the server's memory stays flat however long the list is. `?lang=` names the columns (Swedish by default).
  staffRoute('get', '/newsletter/subscribers/export', async (req) => {
    const filter = readQuery(req, subscriberListQuerySchema)
    const locale = toLocale(req.searchParams.get('lang'))
    return new Response(subscriberCsvStream(allSubscriberPages(req.payload, req, filter), locale), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${subscriberCsvLabels(locale).fileName}-${salonDay()}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  }),

  staffRoute('get', '/newsletter/stats', async (req) => ok(await subscriberStats(req.payload, req))),

  staffRoute('patch', '/newsletter/subscribers/:id/toggle', async (req) => {
    const id = routeId(req)
    const found = await findOr404(
      () => req.payload.findByID({ collection: 'subscribers', id, depth: 0, req, overrideAccess: false }),
      NOT_FOUND,
    )
    // Confirmed ↔ unsubscribed; a pending sign-up is the visitor's to confirm (subscriberState guards it too).
    const status = subscriberStatus(found)
    if (status === 'pending') throw conflict(PENDING_NOT_CONFIRMABLE)
    const doc = (await req.payload.update({
      collection: 'subscribers',
      id,
      data: { status: status === 'confirmed' ? 'unsubscribed' : 'confirmed' },
      depth: 0,
      req,
      overrideAccess: false,
    })) as Subscriber
    return ok(toSubscriberEntry(doc))
  }),

  staffRoute('delete', '/newsletter/subscribers/:id', async (req) => {
    const id = routeId(req)
    const found = await findOr404(
      () => req.payload.findByID({ collection: 'subscribers', id, depth: 0, req, overrideAccess: false }),
      NOT_FOUND,
    )
    await req.payload.delete({ collection: 'subscribers', id, req, overrideAccess: false })
    return ok({ id: found.id })
  }),
]
