import { z } from 'zod'

import { BACKUP_COLLECTIONS, BACKUP_PARTS } from './backupTypes'

/**
 * The archive: engine-neutral JSON (gzip). Documents are stored as Payload answers them with `locale: 'all'`
 * and `depth: 0`, so localized fields hold every language and relationships hold the source's ids (numbers on
 * SQLite, 24-hex strings on MongoDB); restoring maps them to the new ids.
 */
export const ARCHIVE_FORMAT = 'salong-backup'
export const ARCHIVE_VERSION = 1

const id = z.union([z.number(), z.string().min(1)])
const doc = z.looseObject({ id })
const mediaFile = z.object({
  // A plain file name inside the media folder, never a path.
  name: z.string().regex(/^[\w][\w.() -]*$/, 'media file names must be plain file names'),
  data: z.string(),
})

export const archiveSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  type: z.enum(BACKUP_PARTS),
  created_at: z.string(),
  collections: z.partialRecord(z.enum(BACKUP_COLLECTIONS), z.array(doc)),
  globals: z.object({ settings: z.record(z.string(), z.unknown()).optional() }).default({}),
  media_files: z.array(mediaFile).default([]),
  // The HMAC of the rest (archiveSignature.ts); absent from archives of before it, or made elsewhere.
  signature: z.string().optional(),
})
export type Archive = z.infer<typeof archiveSchema>
export type ArchiveDoc = z.infer<typeof doc>
