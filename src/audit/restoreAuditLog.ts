import type { Payload, PayloadRequest } from 'payload'

import { AUDIT_SLUG } from './recordAudit'
import type { ArchiveDoc } from '../backup/archiveFormat'

const FIELDS = [
  'at',
  'actor',
  'actorName',
  'action',
  'outcome',
  'targetCollection',
  'targetId',
  'count',
  'detail',
  'requestId',
  'addressPseudonym',
] as const

/** The whole trail, oldest first, as a backup of everything carries it. */
export const auditEntries = async (payload: Payload): Promise<ArchiveDoc[]> =>
  (await payload.find({ collection: AUDIT_SLUG, pagination: false, depth: 0, sort: 'at', overrideAccess: true }))
    .docs as unknown as ArchiveDoc[]

/** One entry as the same thing on either engine (ids differ between them). */
const fingerprint = (entry: Record<string, unknown>): string =>
  JSON.stringify(
    FIELDS.map((field) => {
      const value = entry[field]
      if (field === 'at' && value) return new Date(value as string).toISOString()
      return value ?? null
    }),
  )

/**
 * A restore of everything brings back the archive's trail by adding the entries missing here, never by removing
 * or changing one: what happened after the backup was made stays recorded, so restoring an old backup cannot wipe
 * the traces of what someone did since. The restore's own entry is written after this (endpoints/backup.ts), so
 * it is the newest. Answers how many entries were added.
 */
export const restoreAuditLog = async (req: PayloadRequest, archived: ArchiveDoc[]): Promise<number> => {
  const here = new Set(
    (
      await req.payload.find({ collection: AUDIT_SLUG, pagination: false, depth: 0, req, overrideAccess: true })
    ).docs.map((doc) => fingerprint(doc as unknown as Record<string, unknown>)),
  )
  let added = 0
  for (const entry of archived) {
    if (here.has(fingerprint(entry))) continue
    const data = Object.fromEntries(FIELDS.map((field) => [field, entry[field] ?? null]))
    await req.payload.create({ collection: AUDIT_SLUG, data: data as never, req, overrideAccess: true })
    here.add(fingerprint(entry))
    added++
  }
  return added
}
