import type { Message } from '../../payload-types'

/** A contact message as the /api contract answers it (SPEC §3 names plus id, is_read, created_at). */
export type ContactMessage = {
  id: Message['id']
  firstName: string
  lastName: string
  email: string
  phone: string | null
  message: string
  is_read: 0 | 1
  created_at: string
}

export type ContactMessageList = { messages: ContactMessage[]; total: number; unread: number }

/** `GET /contact/messages?page=&limit=&search=`: one page, unread first; `total` counts what the search holds. */
export type ContactMessagePage = ContactMessageList & { page: number; pages: number; limit: number }
