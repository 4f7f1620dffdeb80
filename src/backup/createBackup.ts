import fs from 'node:fs/promises'
import type { Payload } from 'payload'

import { archivePath, writeAtomically } from './archiveFiles'
import { ARCHIVE_FORMAT, type ArchiveDoc } from './archiveFormat'
import { archiveName } from './archiveName'
import { type ManifestDocuments, writeArchiveV2 } from './archiveStream'
import { mediaFileNames } from './mediaFileChecks'
import { mediaFolder } from './mediaStaging'
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
  }
}

/** Writes a new (version 2, streamed) archive of a part into the backup folder and answers its listing entry. */
export const createBackup = async (
  payload: Payload,
  type: BackupPart,
  options: { safety?: boolean } = {},
): Promise<ArchiveEntry> => {
  let at = new Date()
  // Names carry the time to the millisecond; two backups in one millisecond take the next one.
  while (
    await fs.stat(archivePath(archiveName(type, at, options.safety))!).then(
      () => true,
      () => false,
    )
  ) {
    at = new Date(at.getTime() + 1)
  }
  const name = archiveName(type, at, options.safety)
  const documents = await collectDocuments(payload, type, at)
  const names = documents.collections.media ? mediaFileNames(documents.collections.media) : []
  const size = await writeAtomically(name, (file) => writeArchiveV2(file, documents, { folder: mediaFolder(), names }))
  return { name, type, size, created_at: at.toISOString(), safety: Boolean(options.safety) }
}
