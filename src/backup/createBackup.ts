import type { Payload } from 'payload'

import { ARCHIVE_FORMAT, type ArchiveDoc } from './archiveFormat'
import { type ArchiveKind, archiveName } from './archiveName'
import { findArchive, newArchiveStore } from './archiveStore'
import { type ManifestDocuments, writeArchiveV2 } from './archiveStream'
import { mediaFileNames } from './mediaFileChecks'
import { auditEntries } from '../audit/restoreAuditLog'
import { type BackupPart, collectionsOf, includesSettings } from '../lib/backupTypes'
import type { ArchiveEntry } from '../lib/contract/backups'

/** The documents of a backup part, read with every language and raw ids (server-side: no access rules). */
export const collectDocuments = async (
  payload: Payload,
  type: BackupPart,
  now = new Date(),
): Promise<ManifestDocuments> => {
  const collections: ManifestDocuments['collections'] = {}
  for (const slug of collectionsOf(type)) {
    const { docs } = await payload.find({
      collection: slug,
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
    })
    collections[slug] = docs as unknown as ArchiveDoc[]
  }
  const settings = includesSettings(type)
    ? ((await payload.findGlobal({
        slug: 'settings',
        locale: 'all',
        fallbackLocale: false,
        depth: 0,
      })) as unknown as Record<string, unknown>)
    : undefined
  return {
    format: ARCHIVE_FORMAT,
    type,
    created_at: now.toISOString(),
    collections,
    globals: settings ? { settings } : {},
    ...(type === 'all' ? { audit: await auditEntries(payload) } : {}),
  }
}

/**
 * Writes a new (version 2, streamed) archive of a part where archives go (the bucket when configured, else the
 * backup folder: archiveStore.ts) and answers its listing entry. `at` (now by default) names it; `kind` marks a
 * safety backup (taken before a restore) or a scheduled daily one (rotated: src/backup/rotation.ts).
 */
export const createBackup = async (
  payload: Payload,
  type: BackupPart,
  options: { kind?: ArchiveKind; at?: Date } = {},
): Promise<ArchiveEntry> => {
  let at = options.at ?? new Date()
  const kind = options.kind ?? 'manual'
  // Names carry the time to the millisecond; two backups in one millisecond take the next one.
  while (await findArchive(archiveName(type, at, kind))) at = new Date(at.getTime() + 1)
  const name = archiveName(type, at, kind)
  const documents = await collectDocuments(payload, type, at)
  const names = documents.collections.media ? mediaFileNames(documents.collections.media) : []
  const size = await newArchiveStore().write(name, (sink) => writeArchiveV2(sink, documents, { names }))
  return { name, type, size, created_at: at.toISOString(), safety: kind === 'safety' }
}
