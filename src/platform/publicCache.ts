import type { PayloadRequest } from 'payload'

import { cachedRead } from './contentCache'
import type { CacheTag } from '../lib/cacheTags'

/**
 * A visitor: no signed-in user. Payload has checked any token before a handler runs, so a bad, expired or
 * logged-out token is no user either and gets the visitor's answer from the cache: anyone could otherwise send
 * a made-up token with every read to go past the cache to the database.
 */
export const isAnonymous = (req: PayloadRequest): boolean => !req.user

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
