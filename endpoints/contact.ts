import type { Endpoint } from 'payload'

import { createI18n } from '../src/lib/i18n'
import { contactMessageSchema } from '../src/lib/schemas/contactMessage'
import { messageListQuerySchema } from '../src/lib/schemas/messageListQuery'
import type { Message } from '../src/payload-types'
import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { answerLocale, readBody, readQuery, routeId } from './http/input'
import { publicRoute, staffRoute } from './http/route'
import { rateLimiter } from '../src/platform/rateLimit'
import { findContactMessagePage, findContactMessages, toContactMessage } from '../src/queries/messages'

const CONTACT_SENT = 'Your message has been sent successfully!'
const sentMessage = (req: Parameters<typeof answerLocale>[0]) => {
  const locale = answerLocale(req)
  return locale ? createI18n(locale).t('contact.success') : CONTACT_SENT
}
const NOT_FOUND = 'Message not found.'

// A person rarely writes more than a few messages an hour; a script writes hundreds.
const limitSubmits = rateLimiter('contact-submit', 5, 10 * 60 * 1000)

/** /contact — the contact form and the staff's inbox (SPEC §7). */
export const contactEndpoints: Endpoint[] = [
  publicRoute('post', '/contact/submit', async (req) => {
    await limitSubmits(req)
    const { website, ...input } = await readBody(req, contactMessageSchema)
    // A filled honeypot is a bot: it is told "sent" so it learns nothing, and nothing is stored.
    if (website) return created({ id: null }, sentMessage(req))
    const doc = await req.payload.create({
      collection: 'messages',
      // Visitors may not write messages through Payload's REST; this route is their only way in.
      data: { ...input, phone: input.phone || undefined, isRead: false },
      depth: 0,
    })
    return created({ id: doc.id }, sentMessage(req))
  }),

  // With `page`, `limit` or `search`, one page of the inbox (unread first); without, every message as SPEC's
  // clients read it.
  staffRoute('get', '/contact/messages', async (req) => {
    const params = req.searchParams
    if (!['page', 'limit', 'search'].some((name) => params.has(name)))
      return ok(await findContactMessages(req.payload, req))
    const { page, limit, search } = readQuery(req, messageListQuerySchema)
    return ok(await findContactMessagePage(req.payload, req, { page, limit, search }))
  }),

  staffRoute('patch', '/contact/messages/:id/read', async (req) => {
    const id = routeId(req)
    await findOr404(
      () => req.payload.findByID({ collection: 'messages', id, depth: 0, req, overrideAccess: false }),
      NOT_FOUND,
    )
    const doc = (await req.payload.update({
      collection: 'messages',
      id,
      data: { isRead: true },
      depth: 0,
      req,
      overrideAccess: false,
    })) as Message
    return ok(toContactMessage(doc))
  }),

  staffRoute('delete', '/contact/messages/:id', async (req) => {
    const id = routeId(req)
    const found = await findOr404(
      () => req.payload.findByID({ collection: 'messages', id, depth: 0, req, overrideAccess: false }),
      NOT_FOUND,
    )
    await req.payload.delete({ collection: 'messages', id, req, overrideAccess: false })
    return ok({ id: found.id })
  }),
]
