import type { SanitizedConfig } from 'payload'

import { notFoundForMalformedId } from '../hooks/notFoundForMalformedId'
import { refuseMalformedQuery } from '../hooks/refuseMalformedQuery'

/**
 * Every collection answers an id that cannot name a document with 404 (hooks/notFoundForMalformedId.ts) and a query
 * with such a value with 400 (hooks/refuseMalformedQuery.ts), never with the database's failure. Applied to the
 * built config, so that Payload's own collections (locked documents, preferences), added while it is built, have it
 * too.
 */
export const malformedInputRefused = (config: SanitizedConfig): SanitizedConfig => ({
  ...config,
  collections: config.collections.map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [notFoundForMalformedId, refuseMalformedQuery, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
