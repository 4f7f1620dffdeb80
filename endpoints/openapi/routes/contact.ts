import { z } from 'zod'

import { deleted, langQuery } from './shared'
import { contactMessageSchema } from '../../../src/lib/schemas/contactMessage'
import { messageListQuerySchema } from '../../../src/lib/schemas/messageListQuery'
import type { RouteDoc } from '../../http/route'
import { contactMessageAnswer, contactMessagesAnswer, idAnswer } from '../answers'

const NOT_FOUND = 'Message not found.'

/** /contact: the contact form and the staff's inbox (endpoints/contact.ts). */
export const contactRoutes: RouteDoc[] = [
  {
    method: 'post',
    path: '/contact/submit',
    summary: 'Send a message to the salon',
    description: '`website` is a honeypot: filled in, nothing is stored and the answer is the same (id null).',
    query: langQuery,
    // `lang` is read beside the form's fields (endpoints/http/input.ts, answerLocale).
    body: contactMessageSchema.extend({
      lang: z.unknown().optional().describe("sv or en: the language of the answer's message; any other is ignored."),
    }),
    rateLimited: true,
    success: {
      status: 201,
      data: idAnswer.extend({ id: idAnswer.shape.id.nullable() }),
      message: 'Your message has been sent successfully!',
      description: 'Sent (the message in the language of `lang` when sent).',
    },
  },
  {
    method: 'get',
    path: '/contact/messages',
    summary: 'The messages',
    description: 'Without `page`, `limit` or `search`: every message, newest first. With any: one page, unread first.',
    staff: true,
    query: messageListQuerySchema,
    success: { data: contactMessagesAnswer, description: 'The messages with the counts (and the page, for a page).' },
  },
  {
    method: 'patch',
    path: '/contact/messages/:id/read',
    summary: 'Mark a message read',
    staff: true,
    success: { data: contactMessageAnswer, description: 'The message, read.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'delete',
    path: '/contact/messages/:id',
    summary: 'Delete a message',
    staff: true,
    success: { data: idAnswer, description: deleted('message') },
    errors: { 404: [NOT_FOUND] },
  },
]
