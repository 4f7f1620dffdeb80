import type { PayloadRequest } from 'payload'

import type { AuditOutcome } from './actions'
import { recordAudit } from './recordAudit'

type Member = { id: string | number; username?: string | null }

/**
 * The account a sign-in named, if there is one. A name that matches none is not stored: people type their
 * password into the username field, and the trail must not keep it.
 */
const namedMember = async (req: PayloadRequest, identifier: string): Promise<Member | null> => {
  const name = identifier.trim().toLowerCase()
  if (!name) return null
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { or: [{ username: { equals: name } }, { email: { equals: name } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return (docs[0] as Member | undefined) ?? null
}

/** One sign-in attempt: success, failure or refused by the throttle, and how it was made. */
export const recordSignIn = async (
  req: PayloadRequest,
  attempt: { identifier: string; outcome: AuditOutcome; method: string; result?: unknown },
): Promise<void> => {
  const signedIn = (attempt.result as { user?: Member } | undefined)?.user
  const member = signedIn ?? (await namedMember(req, attempt.identifier))
  await recordAudit(req, {
    action: 'sign-in',
    outcome: attempt.outcome,
    actor: member ? { id: member.id, username: member.username } : null,
    target: member ? { collection: 'users', id: member.id } : undefined,
    detail:
      attempt.outcome === 'refused'
        ? `${attempt.method}, throttled`
        : member
          ? attempt.method
          : `${attempt.method}, no such account`,
  })
}
