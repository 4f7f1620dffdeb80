import { z } from 'zod'

import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { answerLocale, routeId } from './http/input'
import { langQuery } from './http/langQuery'
import { type ContractRoute, route } from './http/route'
import { contactMessageAnswer, contactMessagesAnswer, deleted, idAnswer } from './openapi/answers'
import { pageTextFor } from '../src/lib/i18n/pageText'
import type { Locale } from '../src/lib/locales'
import { contactMessageSchema } from '../src/lib/schemas/contactMessage'
import { messageListQuerySchema } from '../src/lib/schemas/messageListQuery'
import type { Message } from '../src/payload-types'
import { rateLimiter } from '../src/platform/rateLimit'
import { findContactMessagePage, findContactMessages, toContactMessage } from '../src/queries/messages'

const CONTACT_SENT = 'Your message has been sent successfully!'
const sentMessage = (locale: Locale | null) => (locale ? pageTextFor(locale)('contact.success') : CONTACT_SENT)
const NOT_FOUND = 'Message not found.'

// A person rarely writes more than a few messages an hour; a script writes hundreds.
const limitSubmits = rateLimiter('contact-submit', 5, 10 * 60 * 1000)

/** /contact — the contact form and the staff's inbox (SPEC §7). */
export const contactEndpoints: ContractRoute[] = [
  route({
    method: 'post',
    path: '/contact/submit',
    summary: 'Send a message to the salon',
    description: '`website` is a honeypot: filled in, nothing is stored and the answer is the same (id null).',
    rateLimit: limitSubmits,
    query: langQuery,
    // `lang` is read beside the form's fields, as sent: any other value is ignored (http/input.ts, answerLocale).
    body: contactMessageSchema.extend({
      lang: z.unknown().optional().describe("sv or en: the language of the answer's message; any other is ignored."),
    }),
    success: {
      status: 201,
      data: idAnswer.extend({ id: idAnswer.shape.id.nullable() }),
      message: CONTACT_SENT,
      description: 'Sent (the message in the language of `lang` when sent).',
    },
    handler: async ({ req, query, body: { website, lang, ...input } }) => {
      const answer = sentMessage(answerLocale(lang, query.lang))
      // A filled honeypot is a bot: it is told "sent" so it learns nothing, and nothing is stored.
      if (website) return created({ id: null }, answer)
      const doc = await req.payload.create({
        collection: 'messages',
        // Visitors may not write messages through Payload's REST; this route is their only way in.
        data: { ...input, phone: input.phone || undefined, isRead: false },
        depth: 0,
      })
      return created({ id: doc.id }, answer)
    },
  }),

  // With `page`, `limit` or `search`, one page of the inbox (unread first); without, every message as SPEC's
  // clients read it.
  route({
    method: 'get',
    path: '/contact/messages',
    summary: 'The messages',
    description: 'Without `page`, `limit` or `search`: every message, newest first. With any: one page, unread first.',
    staff: true,
    query: messageListQuerySchema,
    success: { data: contactMessagesAnswer, description: 'The messages with the counts (and the page, for a page).' },
    handler: async ({ req, query: { page, limit, search } }) => {
      if (!['page', 'limit', 'search'].some((name) => req.searchParams.has(name)))
        return ok(await findContactMessages(req.payload, req))
      return ok(await findContactMessagePage(req.payload, req, { page, limit, search }))
    },
  }),

  route({
    method: 'patch',
    path: '/contact/messages/:id/read',
    summary: 'Mark a message read',
    staff: true,
    success: { data: contactMessageAnswer, description: 'The message, read.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
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
    },
  }),

  route({
    method: 'delete',
    path: '/contact/messages/:id',
    summary: 'Delete a message',
    staff: true,
    success: { data: idAnswer, description: deleted('message') },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const id = routeId(req)
      const found = await findOr404(
        () => req.payload.findByID({ collection: 'messages', id, depth: 0, req, overrideAccess: false }),
        NOT_FOUND,
      )
      await req.payload.delete({ collection: 'messages', id, req, overrideAccess: false })
      return ok({ id: found.id })
    },
  }),
]
