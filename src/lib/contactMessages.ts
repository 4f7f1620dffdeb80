import type { ContactMessage } from './contract/messages'

/** Unread messages first, each group newest first (the contract answers newest first; this keeps that order). */
export const unreadFirst = (messages: ContactMessage[]): ContactMessage[] =>
  [...messages].sort((a, b) => a.is_read - b.is_read || b.created_at.localeCompare(a.created_at))

/** Whether a message matches the staff's search: every word in its name, e-mail, phone or text, any letter case. */
export const matchesMessage = (message: ContactMessage, search: string): boolean => {
  const words = search.trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = [message.firstName, message.lastName, message.email, message.phone, message.message]
    .filter(Boolean)
    .join(' ')
    .toLocaleLowerCase('sv')
  return words.every((word) => text.includes(word))
}
