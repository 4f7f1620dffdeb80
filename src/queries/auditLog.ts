import type { PayloadRequest, Where } from 'payload'

import { AUDIT_SLUG } from '../audit/recordAudit'
import type { AuditEntryAnswer, AuditPage } from '../lib/contract/audit'
import type { AuditFilter } from '../lib/schemas/auditQuery'

type Stored = {
  id: string | number
  at: string
  actor?: string | null
  actorName?: string | null
  action: AuditEntryAnswer['action']
  outcome: AuditEntryAnswer['outcome']
  targetCollection?: string | null
  targetId?: string | null
  count?: number | null
  detail?: string | null
  requestId?: string | null
  addressPseudonym?: string | null
}

const toAuditEntry = (doc: Stored): AuditEntryAnswer => ({
  id: doc.id,
  at: new Date(doc.at).toISOString(),
  actor: doc.actor ?? null,
  actor_name: doc.actorName ?? null,
  action: doc.action,
  outcome: doc.outcome,
  target_collection: doc.targetCollection ?? null,
  target_id: doc.targetId ?? null,
  count: doc.count ?? null,
  detail: doc.detail ?? null,
  request_id: doc.requestId ?? null,
  address_pseudonym: doc.addressPseudonym ?? null,
})

/** A bare day covers the whole of it: `to=2026-11-28` ends at that day's last millisecond (UTC). */
const until = (to: string) => (/^\d{4}-\d{2}-\d{2}$/.test(to) ? `${to}T23:59:59.999Z` : new Date(to).toISOString())

const whereOf = ({ action, actor, from, to }: AuditFilter): Where => {
  const and: Where[] = []
  if (action) and.push({ action: { equals: action } })
  if (actor) and.push({ or: [{ actor: { equals: actor } }, { actorName: { equals: actor } }] })
  if (from) and.push({ at: { greater_than_equal: new Date(from).toISOString() } })
  if (to) and.push({ at: { less_than_equal: until(to) } })
  return { and }
}

/** One page of the trail, newest first, read with the caller's access (the owner's). */
export const findAuditPage = async (
  req: PayloadRequest,
  filter: AuditFilter,
  page: number,
  limit: number,
): Promise<AuditPage> => {
  const found = await req.payload.find({
    collection: AUDIT_SLUG,
    where: whereOf(filter),
    sort: ['-at', '-id'],
    page,
    limit,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return {
    entries: (found.docs as unknown as Stored[]).map(toAuditEntry),
    total: found.totalDocs,
    page: found.page ?? page,
    pages: found.totalPages,
    limit,
  }
}

/** Every page of the filtered trail, for the CSV export. */
export async function* allAuditPages(req: PayloadRequest, filter: AuditFilter) {
  for (let page = 1; ; page++) {
    const found = await findAuditPage(req, filter, page, 500)
    if (found.entries.length > 0) yield found.entries
    if (page >= found.pages) return
  }
}
