import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { CONTENT_TAG } from '../../collections/hooks/revalidateContent'
import type { Locale } from '../lib/locales'
import { findSiteContent } from './siteContent'

/**
 * The page's content, cached until a collection or the settings change (their hooks expire the tag); at most
 * an hour old, so discounts that start or end overnight move on their own.
 */
export const getCachedSiteContent = (locale: Locale) =>
  unstable_cache(async () => findSiteContent(await getPayload({ config }), locale), ['site-content', locale], {
    tags: [CONTENT_TAG],
    revalidate: 3600,
  })()
