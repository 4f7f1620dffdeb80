import type { Endpoint } from 'payload'

import { invalidUnsubscribeLinkPage, unsubscribedPage } from '../src/mail/unsubscribePage'
import { siteOrigin } from '../src/mail/siteOrigin'
import { createI18n } from '../src/lib/i18n'
import { newsletterSignupSchema } from '../src/lib/schemas/newsletterSignup'
import { newsletterUnsubscribeSchema } from '../src/lib/schemas/newsletterUnsubscribe'
import type { Subscriber } from '../src/payload-types'
import { findSubscribers, subscribe, subscriberStats, toSubscriberEntry, unsubscribe } from '../src/queries/subscribers'
import { ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { readBody, routeId } from './http/input'
import { rateLimiter } from './http/rateLimit'
import { publicRoute, staffRoute } from './http/route'

export const SUBSCRIBED = 'Thank you for subscribing!'
export const UNSUBSCRIBED = 'You have been unsubscribed from the newsletter.'
const NOT_FOUND = 'Subscriber not found.'

const limitSignUps = rateLimiter('newsletter', 10, 10 * 60 * 1000)

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })

/** A positive whole number from the query, or the default. */
const queryNumber = (value: string | null, fallback: number, max: number): number => {
  const number = Number(value)
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback
}

/** /newsletter — sign-up and unsubscribe for visitors; the subscriber list for staff (SPEC §7). */
export const newsletterEndpoints: Endpoint[] = [
  publicRoute('post', '/newsletter/subscribe', async (req) => {
    await limitSignUps(req)
    const { website, lang, locale, ...signUp } = await readBody(req, newsletterSignupSchema)
    // A filled honeypot is a bot: it is told "subscribed" so it learns nothing, and nothing is stored.
    if (!website) await subscribe(req.payload, { ...signUp, locale: lang ?? locale })
    // The same answer whether the address was new or known, so addresses cannot be probed.
    const answer = lang ?? locale
    return ok({ email: signUp.email }, { message: answer ? createI18n(answer).t('newsletter.success') : SUBSCRIBED })
  }),

  publicRoute('post', '/newsletter/unsubscribe', async (req) => {
    await limitSignUps(req)
    const { email } = await readBody(req, newsletterUnsubscribeSchema)
    // Unknown addresses get the same success, so the route cannot tell who subscribes.
    await unsubscribe(req.payload, { email })
    return ok({ email }, { message: UNSUBSCRIBED })
  }),

  // The one-click link in every mailing (beyond SPEC §7): answers a small page, not JSON.
  publicRoute('get', '/newsletter/unsubscribe', async (req) => {
    const token = req.searchParams.get('token') ?? ''
    const found = token.length >= 16 && token.length <= 64 && (await unsubscribe(req.payload, { token }))
    const site = siteOrigin(req)
    return found ? html(unsubscribedPage(site)) : html(invalidUnsubscribeLinkPage(site), 404)
  }),

  staffRoute('get', '/newsletter/subscribers', async (req) => {
    const page = queryNumber(req.searchParams.get('page'), 1, 100_000)
    const limit = queryNumber(req.searchParams.get('limit'), 20, 100)
    return ok(await findSubscribers(req.payload, req, { page, limit }))
  }),

  staffRoute('get', '/newsletter/stats', async (req) => ok(await subscriberStats(req.payload, req))),

  staffRoute('patch', '/newsletter/subscribers/:id/toggle', async (req) => {
    const id = routeId(req)
    const found = await findOr404(
      () => req.payload.findByID({ collection: 'subscribers', id, depth: 0, req, overrideAccess: false }),
      NOT_FOUND,
    )
    const doc = (await req.payload.update({
      collection: 'subscribers',
      id,
      data: { isActive: !found.isActive },
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
