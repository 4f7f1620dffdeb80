import type { Payload } from 'payload'

import { deleteCounter, startCounter } from './counters'
import { databaseBusy } from './databaseUnavailable'
import { WRITE_WAIT_MS } from './serializeTransactions'

/** One versioned document: a collection's item or a global. */
export type VersionedDocument = { collection: string; id: string | number } | { global: string }

/** A holder that stopped (a crash) keeps the document no longer than this; a write takes well under a second. */
const TURN_MS = 2 * WRITE_WAIT_MS
const POLL_MS = 20

const turnKey = (document: VersionedDocument) =>
  'global' in document
    ? `document-turn:globals:${document.global}`
    : `document-turn:${document.collection}:${document.id}`

/**
 * Runs `work` while this request alone writes `document`: a lease in the shared counters table, taken atomically
 * (a unique key), so it holds across server processes. Taken before any transaction of the write begins, so a
 * request waiting for it never holds SQLite's one writer. Waits as long as a write waits for its turn, then is busy.
 */
export const inDocumentTurn = async <T>(
  payload: Payload,
  document: VersionedDocument,
  work: () => Promise<T>,
): Promise<T> => {
  const key = turnKey(document)
  const until = Date.now() + WRITE_WAIT_MS
  while (!(await startCounter(payload, key, Date.now(), TURN_MS))) {
    if (Date.now() >= until) throw databaseBusy()
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  try {
    return await work()
  } finally {
    await deleteCounter(payload, key)
  }
}
