import type { FieldHook } from 'payload'

/**
 * `readAt` follows `isRead`: stamped when a message becomes read, kept while it stays read, cleared when it is
 * marked unread again. A value given with the data (a backup restore) is kept, so restored messages keep
 * their own retention clock.
 */
export const stampReadAt: FieldHook = ({ data, originalDoc, value }) => {
  if (!data?.isRead && !(data?.isRead === undefined && originalDoc?.isRead)) return null
  if (value) return value
  return originalDoc?.isRead && originalDoc.readAt ? originalDoc.readAt : new Date().toISOString()
}
