import type { Payload } from 'payload'

import { contactRetentionMonths } from '../lib/retention'

/** The moment `months` calendar months before `now` (UTC). */
const monthsBefore = (now: Date, months: number): Date => {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes contact messages read more than `contactRetentionMonths` before `now`; unread ones are never deleted.
 * A read message without a read time (read before the time was kept) starts its clock now. Only the messages
 * found at the start are deleted, by id.
 */
export const deleteReadMessages = async (payload: Payload, now: Date): Promise<number> => {
  await payload.update({
    collection: 'messages',
    where: { and: [{ isRead: { equals: true } }, { readAt: { exists: false } }] },
    data: { readAt: now.toISOString() },
    depth: 0,
  })
  const cutoff = monthsBefore(now, contactRetentionMonths).toISOString()
  const { docs } = await payload.find({
    collection: 'messages',
    where: { and: [{ isRead: { equals: true } }, { readAt: { less_than: cutoff } }] },
    select: {},
    pagination: false,
    depth: 0,
  })
  if (docs.length === 0) return 0
  const result = await payload.delete({
    collection: 'messages',
    where: { id: { in: docs.map((doc) => doc.id) } },
    depth: 0,
  })
  return result.docs.length
}
