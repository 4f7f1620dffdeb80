import type { Payload } from 'payload'

import { deleteCounter, extendCounter, startCounter } from '../platform/counters'

/**
 * Who is sending a mailing right now: a lease in the shared counters table, taken atomically (a unique key),
 * so of several concurrent sends exactly one proceeds. A sender that crashed stops renewing it, and once it
 * has run out the mailing can be sent again, which resumes the cut-off round.
 */
const LEASE_MS = 2 * 60 * 1000

const leaseKey = (mailingId: string | number) => `mailing-send:${mailingId}`

export const takeSendLease = async (payload: Payload, mailingId: string | number): Promise<boolean> =>
  (await startCounter(payload, leaseKey(mailingId), Date.now(), LEASE_MS)) !== null

export const renewSendLease = (payload: Payload, mailingId: string | number): Promise<void> =>
  extendCounter(payload, leaseKey(mailingId), LEASE_MS)

export const releaseSendLease = (payload: Payload, mailingId: string | number): Promise<void> =>
  deleteCounter(payload, leaseKey(mailingId))
