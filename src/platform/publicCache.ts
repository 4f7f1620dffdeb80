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
 * A public read as the JSON text of its answer's `data`, for a visitor, from the page's tag-invalidated cache, read
 * as nobody. `key` must name everything the answer depends on (language, filters). The cache keeps the text, not
 * the value: a visitor's read is then the text Next's cache hands back, sent as it is, instead of the value parsed
 * from the cache only for the envelope to serialize it again (the most an anonymous read cost the server of its
 * own, docs/performance.md). Staff never read here: they read the database with their request, so their access
 * rules apply (a route's `visitor` answer is for nobody signed in, endpoints/http/route.ts).
 */
export const visitorReadAsJson = <T>(
  key: readonly string[],
  tags: readonly CacheTag[],
  read: () => Promise<T>,
): Promise<string> =>
  // `json`: an entry kept as a value by an earlier release (in a shared cache) is never taken for text.
  cachedRead(['json', ...key], tags, async () => JSON.stringify(await read()))
