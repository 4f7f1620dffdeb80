import type { CollectionSlug, FlattenedField, GlobalSlug, JsonObject, PayloadRequest, TypeWithVersion } from 'payload'

import type { Locale } from '../lib/locales'
import { inDocumentTurn } from '../platform/documentTurn'

/*
 * The contract's writes publish what they send and nothing else (docs/decisions/0050-versions-and-drafts.md).
 * Payload publishes a write on top of the newest version, so a pending draft of the panel's (next
 * month's texts) would go live with a price changed in the in-page admin. Here the write is laid on the published
 * document instead, and the draft is saved again on top with the written fields in it, so it stays pending and
 * publishing it later keeps the change. The panel's saves of the same document wait for their turn meanwhile
 * (endpoints/http/documentTurns.ts), so an autosave is never laid under a draft read before it.
 */

type Version = TypeWithVersion<JsonObject> & { autosave?: boolean }

/** How one document's versions are read and written: a collection's item or a global. */
type VersionStore = {
  fields: FlattenedField[]
  newestDraft: () => Promise<Version | undefined>
  setLatest: (version: Version, latest: boolean) => Promise<unknown>
  published: () => Promise<JsonObject>
  saveDraft: (version: JsonObject, autosave: boolean) => Promise<unknown>
}

const WHOLE = 'all'

const draftOnly = (versions: Version[]) => (versions[0]?.version._status === 'draft' ? versions[0] : undefined)

/** The newest version, in every language: what is read, written back and copied. */
const newestOnly = (req: PayloadRequest) => ({ limit: 1, pagination: false, locale: WHOLE, req })

/** When a version is saved: now, as Payload stamps its own. */
const stamped = (req: PayloadRequest, autosave: boolean) => {
  const now = new Date().toISOString()
  return { autosave, createdAt: now, updatedAt: now, req }
}

const itemStore = (req: PayloadRequest, collection: CollectionSlug, id: number | string): VersionStore => {
  const { db } = req.payload
  return {
    fields: req.payload.collections[collection].config.flattenedFields,
    newestDraft: async () => {
      const { docs } = await db.findVersions({
        collection,
        where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
        ...newestOnly(req),
      })
      return draftOnly(docs as Version[])
    },
    setLatest: ({ id: versionId, createdAt, updatedAt, version }, latest) =>
      db.updateVersion({
        collection,
        id: versionId,
        locale: WHOLE,
        versionData: { createdAt, updatedAt, parent: id, latest, version },
        req,
      }),
    published: async () =>
      (await db.findOne<JsonObject & { id: number | string }>({
        collection,
        where: { id: { equals: id } },
        locale: WHOLE,
        req,
      })) ?? {},
    saveDraft: (version, autosave) =>
      db.createVersion({ collectionSlug: collection, parent: id, versionData: version, ...stamped(req, autosave) }),
  }
}

const globalStore = (req: PayloadRequest, global: GlobalSlug): VersionStore => {
  const { db } = req.payload
  return {
    fields: req.payload.globals.config.find((config) => config.slug === global)!.flattenedFields,
    newestDraft: async () => {
      const { docs } = await db.findGlobalVersions({
        global,
        where: { latest: { equals: true } },
        ...newestOnly(req),
      })
      return draftOnly(docs as Version[])
    },
    setLatest: ({ id: versionId, createdAt, updatedAt, version }, latest) =>
      db.updateGlobalVersion({
        global,
        id: versionId,
        locale: WHOLE,
        versionData: { createdAt, updatedAt, latest, version },
        req,
      }),
    published: async () => (await db.findGlobal<JsonObject>({ slug: global, locale: WHOLE, req })) ?? {},
    saveDraft: (version, autosave) =>
      db.createGlobalVersion({ globalSlug: global, versionData: version, ...stamped(req, autosave) }),
  }
}

/** The draft with the written fields as they were published: a translated field in the written language only. */
const draftWithWrite = (
  draft: JsonObject,
  published: JsonObject,
  written: string[],
  fields: FlattenedField[],
  locale: Locale,
): JsonObject => {
  const merged: JsonObject = { ...draft, _status: 'draft', updatedAt: new Date().toISOString() }
  delete merged.id
  delete merged._id
  for (const name of written) {
    const localized = fields.find((field) => field.name === name)?.localized
    merged[name] = localized ? { ...(draft[name] ?? {}), [locale]: published[name]?.[locale] } : published[name]
  }
  return merged
}

const writeBesideDraft = async <T>(store: VersionStore, data: object, locale: Locale, write: () => Promise<T>) => {
  const draft = await store.newestDraft()
  if (!draft) return write()
  // Without a newest version Payload lays the write on the document itself, which is what is published.
  await store.setLatest(draft, false)
  let result: T
  try {
    result = await write()
  } catch (error) {
    // Without a transaction (MongoDB's default here) the flag would otherwise stay down.
    await store.setLatest(draft, true)
    throw error
  }
  const written = Object.keys(data).filter((name) => name !== '_status')
  await store.saveDraft(
    draftWithWrite(draft.version, await store.published(), written, store.fields, locale),
    draft.autosave === true,
  )
  return result
}

type ItemWrite = {
  collection: CollectionSlug
  id: number | string
  locale: Locale
  data: Record<string, unknown>
}

/** `payload.update` of one published item through the contract, with any pending draft kept pending. */
export const publishItem = (req: PayloadRequest, { collection, id, locale, data }: ItemWrite) =>
  inDocumentTurn(req.payload, { collection, id }, () =>
    writeBesideDraft(itemStore(req, collection, id), data, locale, () =>
      req.payload.update({ collection, id, locale, data: data as never, req, overrideAccess: false }),
    ),
  )

/** `payload.updateGlobal` through the contract, with any pending draft of the global kept pending. */
export const publishGlobal = (req: PayloadRequest, slug: GlobalSlug, locale: Locale, data: Record<string, unknown>) =>
  inDocumentTurn(req.payload, { global: slug }, () =>
    writeBesideDraft(globalStore(req, slug), data, locale, () =>
      req.payload.updateGlobal({ slug, locale, data: data as never, req, overrideAccess: false }),
    ),
  )
