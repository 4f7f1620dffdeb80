import { unstable_cache } from 'next/cache'

import type { CacheTag } from '../lib/cacheTags'
import { currentRequestScope } from '../lib/observability/requestScope.mjs'
import { salonDay, secondsUntilNextSalonDay } from '../lib/salonDay'
import { publishedSiteIdentity } from '../lib/siteIdentity.mjs'

/**
 * An anonymous read from Next's cache: kept until one of `tags` is expired by a collection hook, and never past
 * the salon's next midnight (the Stockholm date is part of the key, and the entry's lifetime ends at midnight),
 * so discounts start and end on their day. Inside a page render the tags and the lifetime carry over to the
 * page's own cache entry. The key starts with the site identity of the database read (src/platform/siteIdentity.ts),
 * so an entry filled from another database is never found, in the local cache folder as in a shared one.
 *
 * Only for what every visitor sees alike: staff reads never come here.
 */
export const cachedRead = async <T>(
  key: readonly string[],
  tags: readonly CacheTag[],
  read: () => Promise<T>,
): Promise<T> => {
  const now = new Date()
  // Whether the read had to be made, for the request's log line (`cache`: HIT or MISS, as for a page).
  let made = false
  const load = () => {
    made = true
    return read()
  }
  const cached = unstable_cache(load, ['public', publishedSiteIdentity() ?? 'unknown-site', salonDay(now), ...key], {
    tags: [...tags],
    revalidate: secondsUntilNextSalonDay(now),
  })
  try {
    const value = await cached()
    const scope = currentRequestScope()
    if (scope) scope.cache = made ? 'MISS' : 'HIT'
    return value
  } catch (error) {
    // Outside Next's server (the Local API in integration tests, scripts) there is no cache: read directly.
    if (error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing')) return read()
    throw error
  }
}
