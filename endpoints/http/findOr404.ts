import { NotFound } from 'payload'

import { notFound } from '../../src/platform/apiError'

/** Runs a by-id lookup; an unknown (or malformed) id is the contract's 404 with the given sentence. */
export const findOr404 = async <T>(lookup: () => Promise<T>, message: string): Promise<T> => {
  try {
    const found = await lookup()
    if (!found) throw notFound(message)
    return found
  } catch (error) {
    if (error instanceof NotFound || isMalformedId(error)) throw notFound(message)
    throw error
  }
}

// MongoDB answers a cast error for an id that is not an ObjectId; SQLite simply finds nothing.
const isMalformedId = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'CastError' || /Cast to ObjectId/.test(error.message))
