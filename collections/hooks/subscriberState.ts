import { APIError, type CollectionBeforeChangeHook } from 'payload'

import {
  everConfirmed,
  isSubscriberStatus,
  isSuppressed,
  NEVER_CONFIRMED,
  PENDING_NOT_CONFIRMABLE,
  subscriberStatus,
  SUPPRESSED_NOT_TOGGLED,
} from '../../src/lib/subscriberStatus'
import { BOUNCE_LIFTED, RESTORING_BACKUP, SUBSCRIBER_CONFIRMED } from '../../src/platform/requestContext'

/**
 * One rule for every path that writes a subscriber (the contract, Payload's REST and panel, restores):
 * `isActive` follows the status (active means confirmed), and nobody but the visitor, through the signed
 * link (`SUBSCRIBER_CONFIRMED` in the context), confirms a sign-up.
 */
export const subscriberState: CollectionBeforeChangeHook = ({ data, originalDoc, context }) => {
  const before = originalDoc ? subscriberStatus(originalDoc) : undefined
  // Writers that only know `isActive` (older clients, restoring an older archive over a record) move the status.
  if (
    !isSubscriberStatus(data.status) &&
    originalDoc &&
    typeof data.isActive === 'boolean' &&
    data.isActive !== Boolean(originalDoc.isActive)
  )
    data.status = data.isActive ? 'confirmed' : 'unsubscribed'
  // A suppressed address leaves its state only when staff lift a bounce (liftBounce.ts) or a backup is restored.
  if (
    before &&
    isSuppressed(before) &&
    isSubscriberStatus(data.status) &&
    data.status !== before &&
    !context[BOUNCE_LIFTED] &&
    !context[RESTORING_BACKUP]
  )
    throw new APIError(SUPPRESSED_NOT_TOGGLED, 409)
  if (data.status === 'confirmed' && before !== 'confirmed' && !context[SUBSCRIBER_CONFIRMED]) {
    // An archive being restored carries its confirmed time; a staff toggle never does.
    const allowed = Boolean(data.confirmedAt) || (before !== 'pending' && everConfirmed(originalDoc ?? {}))
    if (!allowed) throw new APIError(before === 'pending' ? PENDING_NOT_CONFIRMABLE : NEVER_CONFIRMED, 409)
  }
  if (isSubscriberStatus(data.status)) data.isActive = data.status === 'confirmed'
  return data
}
