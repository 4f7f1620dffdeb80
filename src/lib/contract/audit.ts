import type { AuditAction, AuditOutcome } from '../../audit/actions'

/** An entry of the audit trail as `GET /api/audit` answers it (docs/api.md, Audit). */
export type AuditEntryAnswer = {
  id: string | number
  at: string
  /** The member's id, `system` for jobs, null for a sign-in attempt on no known account. */
  actor: string | null
  actor_name: string | null
  action: AuditAction
  outcome: AuditOutcome
  /** What it acted on: a collection and a document's id, or a number of them. */
  target_collection: string | null
  target_id: string | null
  count: number | null
  detail: string | null
  request_id: string | null
  address_pseudonym: string | null
}

export type AuditPage = { entries: AuditEntryAnswer[]; total: number; page: number; pages: number; limit: number }
