import type { PayloadRequest } from 'payload'

import { cachedRead } from './contentCache'
import type { CacheTag } from '../lib/cacheTags'
import { hasToken } from '../lib/requestToken'

/** A visitor: no signed-in user and no token of any form (even a bad one: its caller expects a staff answer). */
export const isAnonymous = (req: PayloadRequest): boolean => !req.user && !hasToken(req.headers)

/**
 * A public read answered from the page's tag-invalidated cache when a visitor asks, read without the request (so
 * as nobody); staff always read the database with their request, so their access rules apply. `key` must name
 * everything the answer depends on (language, filters).
 */
export const publicRead = <T>(
  req: PayloadRequest,
  key: readonly string[],
  tags: readonly CacheTag[],
  read: (req?: PayloadRequest) => Promise<T>,
): Promise<T> => (isAnonymous(req) ? cachedRead(key, tags, () => read()) : read(req))
