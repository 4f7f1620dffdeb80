import type { Payload, PayloadRequest } from 'payload'

import type { ContactMessage, ContactMessageList } from '../lib/contract/messages'
import type { Message } from '../payload-types'

export const toContactMessage = (doc: Message): ContactMessage => ({
  id: doc.id,
  firstName: doc.firstName,
  lastName: doc.lastName,
  email: doc.email,
  phone: doc.phone || null,
  message: doc.message,
  is_read: doc.isRead ? 1 : 0,
  created_at: doc.createdAt,
})

/** Every message, newest first, with how many are still unread (staff only: the request's user decides). */
export const findContactMessages = async (payload: Payload, req: PayloadRequest): Promise<ContactMessageList> => {
  const access = { req, overrideAccess: false } as const
  const [{ docs, totalDocs }, { totalDocs: unread }] = await Promise.all([
    payload.find({ collection: 'messages', sort: ['-createdAt', '-id'], pagination: false, depth: 0, ...access }),
    payload.count({ collection: 'messages', where: { isRead: { not_equals: true } }, ...access }),
  ])
  return { messages: docs.map(toContactMessage), total: totalDocs, unread }
}
