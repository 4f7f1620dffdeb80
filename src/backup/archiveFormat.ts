import { z } from 'zod'

import { BACKUP_COLLECTIONS, BACKUP_PARTS } from '../lib/backupTypes'

/**
 * The archive's documents: engine-neutral JSON. Documents are stored as Payload answers them with
 * `locale: 'all'` and `depth: 0`, so localized fields hold every language and relationships hold the source's
 * ids (numbers on SQLite, 24-hex strings on MongoDB). A restore keeps them on an engine that can take them and
 * maps them (and every reference) only when the archive comes from the other engine.
 *
 * Version 1 (`.json.gz`): one gzip JSON with the media files inline in base64, read whole; still restored.
 * Version 2 (`.tar.gz`, archiveStream.ts): a tar.gz whose entries are each media file (`media/<name>`), then
 * these documents (`archive.json`, listing every media file's size and SHA-256), then the signature.
 */
export const ARCHIVE_FORMAT = 'salong-backup'
export const ARCHIVE_VERSION = 2
export const ARCHIVE_V1 = 1

const id = z.union([z.number(), z.string().min(1)])
const doc = z.looseObject({ id })
// A plain file name inside the media folder, never a path.
export const mediaFileName = z.string().regex(/^[\w][\w.() -]*$/, 'media file names must be plain file names')

const documents = {
  format: z.literal(ARCHIVE_FORMAT),
  type: z.enum(BACKUP_PARTS),
  created_at: z.string(),
  collections: z.partialRecord(z.enum(BACKUP_COLLECTIONS), z.array(doc)),
  globals: z.object({ settings: z.record(z.string(), z.unknown()).optional() }).default({}),
  // The audit trail, in a backup of everything (src/audit/restoreAuditLog.ts); absent from archives of before it.
  audit: z.array(doc).optional(),
}

// The version first, so an archive of another version is refused for that rather than a field it lacks.
export const archiveV1Schema = z.object({
  version: z.literal(ARCHIVE_V1),
  ...documents,
  media_files: z.array(z.object({ name: mediaFileName, data: z.string() })).default([]),
  // The HMAC of the rest (archiveSignature.ts); absent from archives of before it, or made elsewhere.
  signature: z.string().optional(),
})
export type ArchiveV1 = z.infer<typeof archiveV1Schema>

export const manifestSchema = z.object({
  version: z.literal(ARCHIVE_VERSION),
  ...documents,
  media_files: z
    .array(z.object({ name: mediaFileName, size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }))
    .default([]),
})
export type Manifest = z.infer<typeof manifestSchema>

/** What a restore works from, whatever the version: the documents and the names of the media files. */
export type Archive = Omit<Manifest, 'version' | 'media_files'> & { media_files: { name: string }[] }
export type ArchiveDoc = z.infer<typeof doc>
