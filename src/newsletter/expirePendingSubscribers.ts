import type { Payload } from 'payload'

import { PENDING_MS } from '../lib/subscriberStatus'

/**
 * Removes sign-ups that were never confirmed within 7 days of their (latest) sign-up; their links have run out
 * too. Returns how many were removed; running it again at the same `now` removes nothing more.
 */
export const expirePendingSubscribers = async (payload: Payload, now: Date): Promise<number> => {
  const cutoff = new Date(now.getTime() - PENDING_MS).toISOString()
  const { docs } = await payload.delete({
    collection: 'subscribers',
    where: {
      and: [
        { status: { equals: 'pending' } },
        {
          or: [
            { 'consent.at': { less_than: cutoff } },
            { and: [{ 'consent.at': { exists: false } }, { createdAt: { less_than: cutoff } }] },
          ],
        },
      ],
    },
    depth: 0,
  })
  return docs.length
}
