import type { Payload, PayloadRequest } from 'payload'

import { type AuditAction, type AuditOutcome, SYSTEM_ACTOR } from './actions'
import { visitorPseudonym } from '../../endpoints/http/visitorPseudonym'
import { currentRequestScope } from '../lib/observability/requestScope.mjs'
import { clientAddress } from '../platform/clientAddress'
import { sharedDailySalt } from '../platform/sharedDailySalt'

export const AUDIT_SLUG = 'audit-log'

type Member = { id: string | number; username?: string | null }

export type AuditEntry = {
  action: AuditAction
  outcome?: AuditOutcome
  /** Who acted: the request's staff member by default, `system` without one (a job). */
  actor?: Member | typeof SYSTEM_ACTOR | null
  /** What it acted on: a document (collection and id) or a number of them. */
  target?: { collection: string; id?: string | number | null; count?: number | null }
  /** A few words more (how a sign-in was made, the new role); never personal data of visitors. */
  detail?: string
  /**
   * Recorded once per request however often it is asked for: a hook that runs once per language or per saved
   * document of one request still leaves one entry.
   */
  once?: boolean
}

const ONCE_KEY = 'auditRecorded'

const isRequest = (source: Payload | PayloadRequest): source is PayloadRequest => 'payload' in source

const day = () => new Date().toISOString().slice(0, 10)

/**
 * The day's pseudonym of the client's address (endpoints/http/visitorPseudonym.ts): who acted from the same
 * address on one day can be told apart, the address itself is never stored and not recoverable.
 */
const addressPseudonym = async (req: PayloadRequest): Promise<string> => {
  const today = day()
  return visitorPseudonym(clientAddress(req), today, await sharedDailySalt(today))
}

const actorOf = (entry: AuditEntry, req: PayloadRequest | undefined) => {
  const actor = entry.actor === undefined ? ((req?.user as Member | null | undefined) ?? SYSTEM_ACTOR) : entry.actor
  if (actor === null) return { actor: null, actorName: null }
  if (actor === SYSTEM_ACTOR) return { actor: SYSTEM_ACTOR, actorName: null }
  return { actor: String(actor.id), actorName: actor.username ?? null }
}

/**
 * Appends one entry to the audit trail (collections/AuditLog.ts): when, who, what, on what, the outcome, the
 * request's id and the day's pseudonym of its address. Given the request, it is written in the request's
 * transaction, so an action rolled back leaves no entry of its success.
 */
export const recordAudit = async (source: Payload | PayloadRequest, entry: AuditEntry): Promise<void> => {
  const req = isRequest(source) ? source : undefined
  const payload = req ? req.payload : (source as Payload)
  if (req && entry.once) {
    const key = `${entry.action}:${entry.target?.collection ?? ''}:${entry.target?.id ?? ''}`
    const recorded = ((req.context[ONCE_KEY] as Set<string> | undefined) ??= new Set<string>())
    if (recorded.has(key)) return
    recorded.add(key)
  }
  const data = {
    at: new Date().toISOString(),
    ...actorOf(entry, req),
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    targetCollection: entry.target?.collection ?? null,
    targetId: entry.target?.id === undefined || entry.target?.id === null ? null : String(entry.target.id),
    count: entry.target?.count ?? null,
    detail: entry.detail ?? null,
    requestId: currentRequestScope()?.reqId ?? null,
    addressPseudonym: req ? await addressPseudonym(req) : null,
  }
  await payload.create({ collection: AUDIT_SLUG, data: data as never, ...(req ? { req } : {}), overrideAccess: true })
}
