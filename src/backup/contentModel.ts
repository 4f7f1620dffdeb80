import type { FlattenedField, PayloadRequest } from 'payload'

import { BACKUP_COLLECTIONS, type BackupCollection } from '../lib/backupTypes'

/** What restoring needs to know of the content model, read from the Payload config. */
export type Id = number | string
export type Relation = { collection: BackupCollection; field: string; to: BackupCollection }

// Written by Payload itself: ids, timestamps it sets, and what an upload derives from its file (a restore
// writes the archived FILE_FIELDS of media itself, as the files are moved in without Payload's upload step); and
// where the storage plugin keeps a file (`prefix`, `_objectKey`), which is this server's, never the archive's.
export const FILE_FIELDS = new Set(['filename', 'mimeType', 'filesize', 'width', 'height', 'focalX', 'focalY', 'sizes'])
export const DERIVED = new Set(['id', 'updatedAt', 'url', 'thumbnailURL', 'prefix', '_objectKey', ...FILE_FIELDS])

const isBackupCollection = (slug: unknown): slug is BackupCollection =>
  typeof slug === 'string' && (BACKUP_COLLECTIONS as readonly string[]).includes(slug)

export const dataFields = (req: PayloadRequest, slug: BackupCollection): FlattenedField[] =>
  req.payload.collections[slug].config.flattenedFields.filter((field) => !DERIVED.has(field.name))

/** Single relationships between backed-up collections (treatment of a promotion, image of a treatment, poster of a video). */
export const relations = (req: PayloadRequest): Relation[] =>
  BACKUP_COLLECTIONS.flatMap((collection) =>
    dataFields(req, collection).flatMap((field) =>
      (field.type === 'relationship' || field.type === 'upload') &&
      !field.hasMany &&
      isBackupCollection(field.relationTo)
        ? [{ collection, field: field.name, to: field.relationTo }]
        : [],
    ),
  )

export const key = (id: unknown): string => String(id)
export const relationValue = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

export const existingIds = async (req: PayloadRequest, slug: BackupCollection): Promise<Id[]> =>
  (
    await req.payload.find({ collection: slug, pagination: false, depth: 0, req, overrideAccess: true, select: {} })
  ).docs.map((doc) => doc.id)
