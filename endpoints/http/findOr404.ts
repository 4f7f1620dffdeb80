import { NotFound } from 'payload'

import { notFound } from '../../src/platform/apiError'

/**
 * Runs a by-id lookup; an unknown id is the contract's 404 with the given sentence. A malformed one is Payload's
 * NotFound already (collections/hooks/notFoundForMalformedId.ts).
 */
export const findOr404 = async <T>(lookup: () => Promise<T>, message: string): Promise<T> => {
  try {
    const found = await lookup()
    if (!found) throw notFound(message)
    return found
  } catch (error) {
    if (error instanceof NotFound) throw notFound(message)
    throw error
  }
}
