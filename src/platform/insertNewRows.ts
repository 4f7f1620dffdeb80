import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { CollectionSlug, Payload } from 'payload'

import { inWriteTurn } from './inWriteTurn'

/** A row to insert: its fields by name, among them the collection's unique `key`. */
type NewRow = { key: string } & Record<string, unknown>

/** Of the rows asked for, the keys this call inserted with their ids, and what stopped the rest (MongoDB only). */
export type Inserted = { ids: Map<string, number | string>; failure: unknown }

const DUPLICATE_KEY = 11000

/**
 * Inserts in one write every row whose unique `key` is not taken yet and skips the others, and answers which it
 * inserted: of concurrent callers with the same keys each row goes to exactly one (a mailing's claim of a batch of
 * recipients). Payload's adapters have no insert-many, so this is the one place that speaks to each engine; the
 * rows carry what Payload's own create writes (every field, createdAt and updatedAt), so the Local API reads them.
 */
export const insertNewRows = (payload: Payload, collection: CollectionSlug, rows: NewRow[]): Promise<Inserted> => {
  if (rows.length === 0) return Promise.resolve({ ids: new Map(), failure: null })
  return payload.db.name === 'mongoose'
    ? insertMongo(payload, collection, rows)
    : insertSqlite(payload, collection, rows)
}

/**
 * One `INSERT … ON CONFLICT DO NOTHING RETURNING` in its write turn (serializeTransactions.ts): all of it or, when
 * it fails, none of it. It runs on the turn's connection, found as @payloadcms/drizzle's getTransaction finds it.
 */
const insertSqlite = (payload: Payload, collection: CollectionSlug, rows: NewRow[]) =>
  inWriteTurn(payload, async (req) => {
    const adapter = payload.db as unknown as SQLiteAdapter
    const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
    const db = (session?.db ?? adapter.drizzle) as SQLiteAdapter['drizzle']
    const table = adapter.tables[adapter.tableNameMap.get(collection.replaceAll('-', '_')) ?? '']
    const now = new Date().toISOString()
    const inserted = await db
      .insert(table)
      .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
      .onConflictDoNothing({ target: table.key })
      .returning({ id: table.id, key: table.key })
    return { ids: new Map(inserted.map((row) => [String(row.key), row.id as number])), failure: null }
  })

/**
 * Unordered insertMany through the collection's model (its schema casts the rows as Payload's create does),
 * outside any transaction: a duplicate key would abort one, and each document is inserted atomically on its own.
 * Each row gets its id here, so after a duplicate key the rows read back say which are ours; keys nobody has yet
 * are inserted again (a server that stops at the first duplicate, as the tests' jongodb does, inserted none of
 * them). Any other error is the failure, after the rows that did go in.
 */
const insertMongo = async (payload: Payload, collection: CollectionSlug, rows: NewRow[]): Promise<Inserted> => {
  const Model = payload.db.collections[collection]
  const now = new Date()
  let remaining = rows.map((row) => new Model({ ...row, createdAt: now, updatedAt: now }))
  const ids = new Map<string, string>()
  const ours = (docs: typeof remaining) => docs.forEach((doc) => ids.set(String(doc.key), String(doc._id)))
  while (remaining.length > 0) {
    try {
      await Model.insertMany(remaining, { ordered: false })
      ours(remaining)
      break
    } catch (error) {
      const keys = remaining.map((doc) => String(doc.key))
      const stored = await Model.find({ key: { $in: keys } }, { key: 1 })
        .lean<{ _id: unknown; key: string }[]>()
        .catch(() => Promise.reject(error))
      const idOf = new Map(stored.map((doc) => [doc.key, String(doc._id)]))
      ours(remaining.filter((doc) => idOf.get(String(doc.key)) === String(doc._id)))
      if (!onlyDuplicates(error)) return { ids, failure: error }
      remaining = remaining.filter((doc) => !idOf.has(String(doc.key)))
    }
  }
  return { ids, failure: null }
}

const onlyDuplicates = (error: unknown) => {
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: unknown }
  const each = (Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : []) as { code?: unknown }[]
  return each.length > 0 ? each.every((one) => one.code === DUPLICATE_KEY) : code === DUPLICATE_KEY
}
