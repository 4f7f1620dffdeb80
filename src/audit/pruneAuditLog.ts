import type { Payload } from 'payload'

import { SYSTEM_ACTOR } from './actions'
import { AUDIT_SLUG, recordAudit } from './recordAudit'
import { auditRetentionDays } from '../lib/retention'
import { inWriteTurn } from '../platform/inWriteTurn'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The retention pass's step for the audit trail: entries older than AUDIT_RETENTION_DAYS go, through the adapter
 * (the model refuses every delete), and the pass leaves an entry saying how many. Answers that number.
 */
export const pruneAuditLog = async (payload: Payload, now: Date): Promise<number> => {
  const where = { at: { less_than: new Date(now.getTime() - auditRetentionDays * DAY_MS).toISOString() } }
  const removed = (await payload.count({ collection: AUDIT_SLUG, where, overrideAccess: true })).totalDocs
  if (removed > 0) await inWriteTurn(payload, (req) => payload.db.deleteMany({ collection: AUDIT_SLUG, where, req }))
  await recordAudit(payload, {
    action: 'retention.ran',
    actor: SYSTEM_ACTOR,
    target: { collection: AUDIT_SLUG, count: removed },
    detail: `older than ${auditRetentionDays} days`,
  })
  return removed
}
