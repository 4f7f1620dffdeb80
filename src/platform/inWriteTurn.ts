import type { Payload, PayloadRequest } from 'payload'

/**
 * Runs a few adapter writes in their own transaction where the engine has one. On SQLite that is what makes
 * them wait their turn behind other saves (src/platform/serializeTransactions.ts) instead of failing as busy; on a
 * standalone MongoDB there are no transactions and each single-document write is atomic on its own.
 */
export const inWriteTurn = async <T>(
  payload: Payload,
  work: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<T> => {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) return work({ payload })
  try {
    const result = await work({ payload, transactionID })
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}
