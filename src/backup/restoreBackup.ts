import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import type { Archive, ArchiveDoc } from './archiveFormat'
import {
  DERIVED,
  dataFields,
  existingIds,
  FILE_FIELDS,
  type Id,
  key,
  type Relation,
  relations,
  relationValue,
} from './contentModel'
import { englishData, localizedValue, swedishData } from './localeData'
import { restoreAuditLog } from '../audit/restoreAuditLog'
import {
  ADDED_LATER,
  type BackupCollection,
  type BackupPart,
  collectionsOf,
  includesSettings,
} from '../lib/backupTypes'
import { LOCALES } from '../lib/locales'
import { RESTORING_BACKUP, RESTORING_MEDIA } from '../platform/requestContext'

/** A restore that cannot complete because other content still refers to what it would remove. */
export class RestoreConflict extends Error {}

/** A restore that failed midway; `undone` when its transaction rolled every write back. */
export class RestoreFailure extends Error {
  constructor(
    readonly cause: unknown,
    readonly undone: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

export type RestoreCounts = Partial<Record<BackupCollection | 'settings', number>>

/**
 * Whether this engine can store a document under its archived id: numbers on SQLite, ObjectId hex on MongoDB.
 * An archive from the other engine gets new ids here, and every reference to them is mapped.
 */
const keepsId = (req: PayloadRequest, id: Id): boolean =>
  req.payload.db.defaultIDType === 'number'
    ? typeof id === 'number' && Number.isSafeInteger(id) && id > 0
    : typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id)

/**
 * Makes a part's content equal to the archive's, in the database only (media files are the caller's: staged
 * beforehand, swapped in after success). Every document keeps its archived id where the engine can store it:
 * documents whose id exists here are overwritten in place, the others are created under their id, and what
 * the archive does not hold is deleted, so references held elsewhere (links, other collections) stay valid.
 * Only an archive from the other engine gets new ids, with relationships and references from outside the part
 * mapped to them. Media documents are written with their archived file data and never through Payload's
 * upload step, and removed with the database adapter, so no file in the media folder is touched here. Staff
 * users are untouched. Runs in one transaction where the engine has them (SQLite; MongoDB with
 * MONGODB_TRANSACTIONS=true); a failure is thrown as RestoreFailure saying whether it was rolled back.
 */
export const restoreArchive = async (
  req: PayloadRequest,
  archive: Archive,
  part: BackupPart,
): Promise<RestoreCounts> => {
  const ownsTransaction = await initTransaction(req)
  const transactional = Boolean(req.transactionID)
  try {
    const counts = await writeArchive(req, archive, part)
    if (part === 'all' && archive.audit) await restoreAuditLog(req, archive.audit)
    if (ownsTransaction) await commitTransaction(req)
    return counts
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw new RestoreFailure(error, transactional && ownsTransaction)
  }
}

const writeArchive = async (req: PayloadRequest, archive: Archive, part: BackupPart): Promise<RestoreCounts> => {
  const { payload } = req
  // Collections added after an archive was made (none in it) are left as they are.
  const slugs = collectionsOf(part).filter((slug) => archive.collections[slug] || !ADDED_LATER.has(slug))
  const restored = new Set<BackupCollection>(slugs)
  const links = relations(req)
  const ids = new Map<BackupCollection, Map<string, Id>>(slugs.map((slug) => [slug, new Map()]))
  const counts: RestoreCounts = {}
  const context = { [RESTORING_MEDIA]: true, [RESTORING_BACKUP]: true }
  const common = { req, overrideAccess: true, depth: 0, context } as const
  const fieldsOf = (slug: BackupCollection) =>
    slug === 'media'
      ? [
          ...dataFields(req, slug),
          ...payload.collections.media.config.flattenedFields.filter((f) => FILE_FIELDS.has(f.name)),
        ]
      : dataFields(req, slug)

  // Existing documents the archive holds under the same id are overwritten in place; the rest are removed.
  const matched = new Map<BackupCollection, Set<string>>()
  const unmatched = new Map<BackupCollection, Id[]>()
  for (const slug of slugs) {
    const archived = new Set(
      (archive.collections[slug] ?? [])
        .map((doc) => doc.id)
        .filter((id) => keepsId(req, id))
        .map(key),
    )
    const here = await existingIds(req, slug)
    matched.set(slug, new Set(here.map(key).filter((id) => archived.has(id))))
    unmatched.set(
      slug,
      here.filter((id) => !archived.has(key(id))),
    )
  }

  // References into the part from outside it, to move when their target gets a new id.
  const outside: { link: Relation; id: Id; value: string }[] = []
  for (const link of links.filter((l) => restored.has(l.to) && !restored.has(l.collection))) {
    const { docs } = await payload.find({ collection: link.collection, pagination: false, ...common })
    for (const doc of docs as unknown as ArchiveDoc[]) {
      const value = relationValue(doc[link.field])
      if (value !== null && value !== undefined) outside.push({ link, id: doc.id, value: key(value) })
    }
  }

  const remove = async (slug: BackupCollection) => {
    const gone = unmatched.get(slug) ?? []
    unmatched.set(slug, [])
    if (gone.length === 0) return
    if (slug === 'media') {
      // Through the adapter: Payload's delete would unlink the files now, which no rollback could bring back.
      await payload.db.deleteMany({ collection: slug, where: { id: { in: gone } }, req })
      return
    }
    const result = await payload.delete({ collection: slug, where: { id: { in: gone } }, ...common })
    if (result.errors.length > 0) {
      throw new RestoreConflict(
        `The restore was stopped: ${slug} that the backup does not hold are still in use elsewhere (restore "all" instead).`,
      )
    }
  }
  // Documents the archive does not hold go first (dependents first), so unique e-mail addresses and upload
  // file names are free; a collection that others must refer to (a promotion's treatment) waits until the end.
  const requiredFromOutside = (slug: BackupCollection) =>
    links.some(
      (l) =>
        l.to === slug &&
        !restored.has(l.collection) &&
        dataFields(req, l.collection).find((f) => f.name === l.field && 'required' in f && f.required),
    )
  for (const slug of [...slugs].reverse()) if (!requiredFromOutside(slug)) await remove(slug)

  const deferred: { slug: BackupCollection; id: Id; field: string; value: string }[] = []
  for (const slug of slugs) {
    const fields = fieldsOf(slug)
    const docs = archive.collections[slug] ?? []
    for (const doc of docs) {
      const mapped: ArchiveDoc = { ...doc }
      const later: { field: string; value: string }[] = []
      for (const link of links.filter((l) => l.collection === slug && restored.has(l.to))) {
        const value = relationValue(doc[link.field])
        if (value === null || value === undefined) continue
        const target = ids.get(link.to)?.get(key(value))
        // A reference to a document not written yet (a video's poster) is set afterwards.
        if (target === undefined) later.push({ field: link.field, value: key(value) })
        mapped[link.field] = target ?? null
      }
      let id: Id
      let current: Record<string, unknown> | undefined
      // A draft never published (the panel's autosave makes one as soon as a new item is opened) may lack required
      // fields: it is written back as a draft, as it was saved.
      const asSaved = { ...common, ...(doc._status === 'draft' ? { draft: true } : {}) }
      if (matched.get(slug)!.has(key(doc.id))) {
        id = doc.id
        current = (await payload.findByID({
          collection: slug,
          id,
          locale: 'all',
          fallbackLocale: false,
          ...common,
        })) as unknown as Record<string, unknown>
        await payload.update({
          collection: slug,
          id,
          locale: 'sv',
          data: swedishData(fields, mapped) as never,
          ...asSaved,
        })
      } else {
        const data = swedishData(fields, mapped)
        if (keepsId(req, doc.id)) data.id = doc.id
        id = (await payload.create({ collection: slug, locale: 'sv', data: data as never, ...asSaved })).id
      }
      const en = englishData(fields, mapped, current)
      if (en) await payload.update({ collection: slug, id, locale: 'en', data: en as never, ...asSaved })
      ids.get(slug)!.set(key(doc.id), id)
      for (const { field, value } of later) deferred.push({ slug, id, field, value })
    }
    counts[slug] = docs.length
  }

  for (const { slug, id, field, value } of deferred) {
    const link = links.find((l) => l.collection === slug && l.field === field)!
    const target = ids.get(link.to)?.get(value)
    if (target !== undefined)
      await payload.update({ collection: slug, id, data: { [field]: target } as never, ...common })
  }
  for (const { link, id, value } of outside) {
    const target = ids.get(link.to)?.get(value)
    if (target !== undefined && key(target) !== value) {
      await payload.update({ collection: link.collection, id, data: { [link.field]: target } as never, ...common })
    }
  }
  for (const slug of [...slugs].reverse()) await remove(slug)

  if (includesSettings(part) && archive.globals.settings) {
    const stored = archive.globals.settings
    const fields = payload.globals.config
      .find((g) => g.slug === 'settings')!
      .flattenedFields.filter((f) => !DERIVED.has(f.name))
    for (const locale of LOCALES) {
      const data = Object.fromEntries(
        fields.map((field) => [
          field.name,
          field.localized ? localizedValue(stored[field.name], locale) : (stored[field.name] ?? null),
        ]),
      )
      await payload.updateGlobal({ slug: 'settings', locale, data: data as never, ...common })
    }
    counts.settings = 1
  }
  return counts
}
