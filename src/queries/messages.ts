import type { Payload, PayloadRequest, Where } from 'payload'

import { caseVariants } from '../lib/caseVariants'
import type { ContactMessage, ContactMessageList, ContactMessagePage } from '../lib/contract/messages'
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

/** Every word of the search in the name, e-mail, phone or text, any letter case (as the admin searched before). */
const searchWhere = (search: string): Where | undefined => {
  const words = search.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return undefined
  return {
    and: words.map((word): Where => ({
      or: caseVariants(word).flatMap((term): Where[] =>
        (['firstName', 'lastName', 'email', 'phone', 'message'] as const).map((field) => ({
          [field]: { contains: term },
        })),
      ),
    })),
  }
}

/** One page of the inbox, unread first and each group newest first, optionally searched (staff only). */
export const findContactMessagePage = async (
  payload: Payload,
  req: PayloadRequest,
  { page, limit, search }: { page: number; limit: number; search: string },
): Promise<ContactMessagePage> => {
  const access = { req, overrideAccess: false } as const
  const [found, { totalDocs: unread }] = await Promise.all([
    payload.find({
      collection: 'messages',
      where: searchWhere(search),
      sort: ['isRead', '-createdAt', '-id'],
      page,
      limit,
      depth: 0,
      ...access,
    }),
    payload.count({ collection: 'messages', where: { isRead: { not_equals: true } }, ...access }),
  ])
  return {
    messages: found.docs.map(toContactMessage),
    total: found.totalDocs,
    unread,
    page,
    pages: found.totalPages,
    limit,
  }
}
