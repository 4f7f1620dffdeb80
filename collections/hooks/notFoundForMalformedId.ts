import { type CollectionBeforeOperationHook, NotFound } from 'payload'

import { isDocumentId } from '../../src/lib/documentId'

type ByIdArgs = { id?: unknown; duplicateFromID?: unknown; disableErrors?: boolean }

/**
 * A by-id operation (read, update, delete, duplicate) with an id that cannot name a document is Payload's 404,
 * before any access check or query: the contract's routes and Payload's REST alike answer it as "not found".
 */
export const notFoundForMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id, duplicateFromID, disableErrors } = args as ByIdArgs
  // A duplicate names its original as `duplicateFromID`.
  const named = id ?? duplicateFromID
  if (named == null || disableErrors || isDocumentId(named, req.payload.db.defaultIDType)) return args
  throw new NotFound(req.t)
}
