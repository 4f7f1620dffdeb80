import { APIError, type CollectionBeforeOperationHook, type SanitizedCollectionConfig } from 'payload'

import { malformedQueryField, type ValueKind } from '../../src/lib/queryValues'

/** A top-level field's kind of value: the id, dates, numbers, and a relationship's ids (one collection only). */
const kindOf =
  (collection: SanitizedCollectionConfig) =>
  (path: string): ValueKind | undefined => {
    if (path === 'id') return 'id'
    const field = collection.flattenedFields.find((one) => one.name === path)
    if (field?.type === 'date') return 'date'
    if (field?.type === 'number') return 'number'
    if ((field?.type === 'relationship' || field?.type === 'upload') && typeof field.relationTo === 'string')
      return 'id'
    return undefined
  }

/**
 * A query (`where`, as Payload's REST takes it from a visitor's query string) comparing a field with a value it
 * cannot hold is refused with 400 before it reaches the database, where SQLite fails on it (a 500).
 */
export const refuseMalformedQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const field = malformedQueryField(
    (args as { where?: unknown }).where,
    kindOf(collection),
    req.payload.db.defaultIDType,
  )
  if (field) throw new APIError(`The query compares "${field}" with a value it cannot hold.`, 400)
  return args
}
