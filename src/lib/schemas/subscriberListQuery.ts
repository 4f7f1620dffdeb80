import { z } from 'zod'

import { SUBSCRIBER_STATUSES } from '../subscriberStatus'

/** The orders the staff's list can take: newest first (the default), oldest first, by e-mail address. */
export const SUBSCRIBER_SORTS = ['newest', 'oldest', 'email'] as const
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number]

/** `GET /newsletter/subscribers`' filters (shared with the admin's list): a state, and text to look for. */
export const subscriberListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SUBSCRIBER_STATUSES, { error: `status must be one of: ${SUBSCRIBER_STATUSES.join(', ')}` }).optional(),
  ),
  /** Part of the e-mail address, first or last name, in any letter case; empty is no filter. */
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .optional()
    .transform((value) => value || undefined),
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SUBSCRIBER_SORTS, { error: `sort must be one of: ${SUBSCRIBER_SORTS.join(', ')}` }).optional(),
  ),
})
