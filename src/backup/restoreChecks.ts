import type { PayloadRequest } from 'payload'

import type { Archive, ArchiveDoc } from './archiveFormat'
import { dataFields, existingIds, key, relations, relationValue } from './contentModel'
import {
  ADDED_LATER,
  type BackupCollection,
  type BackupPart,
  collectionsOf,
  includesSettings,
} from '../lib/backupTypes'

/** What a restore can check before it touches data: the part is in the archive, every media file is there. */
export const restoreProblem = (archive: Archive, part: BackupPart): string | undefined => {
  if (archive.type !== 'all' && archive.type !== part) {
    return `This backup holds "${archive.type}" only; it cannot restore "${part}".`
  }
  const missing = collectionsOf(part).find(
    (slug) => !archive.collections[slug] && (part === slug || !ADDED_LATER.has(slug)),
  )
  if (missing) return `The backup has no "${missing}" data.`
  if (includesSettings(part) && !archive.globals.settings) return 'The backup has no settings.'
  const files = new Set(archive.media_files.map((file) => file.name))
  const media = part === 'all' || part === 'media' ? (archive.collections.media ?? []) : []
  const withoutFile = media.find((doc) => typeof doc.filename !== 'string' || !files.has(doc.filename))
  if (withoutFile) return `The backup is missing the file of media item ${key(withoutFile.id)}.`
  return undefined
}

/**
 * A part restored alone may refer to documents outside it (a promotion to its treatment): those must exist
 * here, or the restore would leave promotions without a treatment. Checked before any data is touched.
 */
export const outsideReferenceProblem = async (
  req: PayloadRequest,
  archive: Archive,
  part: BackupPart,
): Promise<string | undefined> => {
  const restored = new Set<BackupCollection>(collectionsOf(part))
  for (const link of relations(req).filter((l) => restored.has(l.collection) && !restored.has(l.to))) {
    const existing = new Set((await existingIds(req, link.to)).map(key))
    for (const doc of archive.collections[link.collection] ?? []) {
      const value = relationValue(doc[link.field])
      if (value !== null && value !== undefined && !existing.has(key(value))) {
        return `The backup's ${link.collection} refer to ${link.to} that no longer exist; restore "all" instead.`
      }
    }
  }
  return undefined
}

/**
 * Restoring one collection deletes its documents the archive does not hold; when other content must refer to
 * one of them (a promotion's treatment), the restore is refused before anything is touched.
 */
export const removalConflict = async (
  req: PayloadRequest,
  archive: Archive,
  part: BackupPart,
): Promise<string | undefined> => {
  if (part === 'all') return undefined
  const restored = new Set<BackupCollection>(collectionsOf(part))
  for (const link of relations(req).filter((l) => restored.has(l.to) && !restored.has(l.collection))) {
    const field = dataFields(req, link.collection).find((f) => f.name === link.field)
    if (!field || !('required' in field) || !field.required) continue
    const archived = new Set((archive.collections[link.to] ?? []).map((doc) => key(doc.id)))
    const { docs } = await req.payload.find({
      collection: link.collection,
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const blocking = (docs as unknown as ArchiveDoc[]).filter(
      (doc) => !archived.has(key(relationValue(doc[link.field]))),
    )
    if (blocking.length > 0) {
      return `${blocking.length} ${link.collection} refer to ${link.to} that this backup does not hold; restore "all" instead or remove them first.`
    }
  }
  return undefined
}
