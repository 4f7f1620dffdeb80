import fs from 'node:fs/promises'
import path from 'node:path'

import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { expireAllContent } from '../../collections/hooks/revalidateContent'
import { awaitMaintenanceLease, releaseMaintenanceLease } from '../jobs/maintenanceLease'
import { LOCALES } from '../lib/locales'
import { mediaDir } from '../lib/paths'
import type { Archive, ArchiveDoc } from './archiveFormat'
import { ADDED_LATER, type BackupCollection, type BackupPart, collectionsOf, includesSettings } from './backupTypes'
import { DERIVED, dataFields, existingIds, type Id, key, type Relation, relations, relationValue } from './contentModel'
import { englishData, localizedValue, swedishData } from './localeData'

/** A restore that cannot complete because other content still refers to what it would remove. */
export class RestoreConflict extends Error {}

export type RestoreCounts = Partial<Record<BackupCollection | 'settings', number>>

/**
 * Makes a part's content equal to the archive's, relationship ids mapped to the ids documents get here, so
 * archives of either engine restore on either. Restoring everything replaces every document. Restoring one
 * collection overwrites documents whose id exists here in place (keeping references from other collections,
 * e.g. promotions to their treatment), creates the others, moves references from outside to them, and deletes
 * what the archive does not hold. Staff users are untouched. On SQLite it runs in one transaction, so a failed
 * restore changes nothing.
 */
export const restoreArchive = async (req: PayloadRequest, archive: Archive, part: BackupPart): Promise<RestoreCounts> => {
  // The retention pass must not delete what this restore brings back: it skips while the lease is held here,
  // and a pass already running is waited for (src/jobs/maintenanceLease.ts).
  if (!(await awaitMaintenanceLease(req.payload, 30 * 60 * 1000, 60 * 1000))) {
    throw new RestoreConflict('The restore was not started: the daily clean-up is running. Please try again in a minute.')
  }
  try {
    return await restoreContent(req, archive, part)
  } finally {
    await releaseMaintenanceLease(req.payload)
  }
}

const restoreContent = async (req: PayloadRequest, archive: Archive, part: BackupPart): Promise<RestoreCounts> => {
  const { payload } = req
  const slugs = collectionsOf(part).filter((slug) => archive.collections[slug] || !ADDED_LATER.has(slug))
  const restored = new Set<BackupCollection>(slugs)
  const links = relations(req)
  const ids = new Map<BackupCollection, Map<string, Id>>(slugs.map((slug) => [slug, new Map()]))
  const counts: RestoreCounts = {}
  const common = { req, overrideAccess: true, depth: 0 } as const
  const folder = path.resolve(mediaDir())

  const ownsTransaction = await initTransaction(req)
  try {
    // Existing documents the archive holds under the same id (only when one collection is restored).
    const matched = new Map<BackupCollection, Set<string>>()
    const unmatched = new Map<BackupCollection, Id[]>()
    for (const slug of slugs) {
      const archived = new Set(part === 'all' ? [] : (archive.collections[slug] ?? []).map((doc) => key(doc.id)))
      const here = await existingIds(req, slug)
      matched.set(slug, new Set(here.map(key).filter((id) => archived.has(id))))
      unmatched.set(
        slug,
        here.filter((id) => !archived.has(key(id))),
      )
    }

    // References into the part from outside it, to move to the restored documents.
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
      const fields = dataFields(req, slug)
      const docs = archive.collections[slug] ?? []
      for (const doc of docs) {
        const mapped: ArchiveDoc = { ...doc }
        const later: { field: string; value: string }[] = []
        for (const link of links.filter((l) => l.collection === slug && restored.has(l.to))) {
          const value = relationValue(doc[link.field])
          if (value === null || value === undefined) continue
          const target = ids.get(link.to)?.get(key(value))
          // A reference to a document restored later (a video's poster) is set afterwards.
          if (target === undefined) later.push({ field: link.field, value: key(value) })
          mapped[link.field] = target ?? null
        }
        const file = slug === 'media' ? archive.media_files.find((f) => f.name === doc.filename) : undefined
        const upload = file
          ? {
              file: {
                name: file.name,
                data: Buffer.from(file.data, 'base64'),
                mimetype: typeof doc.mimeType === 'string' ? doc.mimeType : 'application/octet-stream',
                size: Buffer.byteLength(file.data, 'base64'),
              },
            }
          : {}
        let id: Id
        let current: Record<string, unknown> | undefined
        if (matched.get(slug)!.has(key(doc.id))) {
          id = doc.id
          current = (await payload.findByID({
            collection: slug,
            id,
            locale: 'all',
            fallbackLocale: false,
            ...common,
          })) as unknown as Record<string, unknown>
          // A kept upload keeps its file unless the archive's has another name; archived bytes are written below.
          const replaceFile = slug === 'media' && current.filename !== doc.filename ? upload : {}
          await payload.update({
            collection: slug,
            id,
            locale: 'sv',
            data: swedishData(fields, mapped) as never,
            ...replaceFile,
            ...common,
          })
        } else {
          if (file) await fs.rm(path.join(folder, file.name), { force: true })
          id = (
            await payload.create({
              collection: slug,
              locale: 'sv',
              data: swedishData(fields, mapped) as never,
              ...upload,
              ...common,
            })
          ).id
        }
        const en = englishData(fields, mapped, current)
        if (en) await payload.update({ collection: slug, id, locale: 'en', data: en as never, ...common })
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

    if (restored.has('media')) {
      // The archived bytes of every upload and its sizes, also for uploads kept in place.
      await fs.mkdir(folder, { recursive: true })
      for (const file of archive.media_files)
        await fs.writeFile(path.join(folder, file.name), Buffer.from(file.data, 'base64'))
    }

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
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
  // The hooks expired each tag on the way; once more after the commit, so no read in between is kept.
  expireAllContent()
  return counts
}
