import { getPayload } from 'payload'
import { cache } from 'react'

import { ALL_CACHE_TAGS } from '../../lib/cacheTags'
import type { Locale } from '../../lib/locales'
import { cachedRead } from '../../platform/contentCache'
import { findSiteContent } from '../../queries/siteContent'
import config from '@payload-config'

/** The page's content (it shows every collection, so every tag expires it); one lookup per render. */
export const getCachedSiteContent = cache((locale: Locale) =>
  cachedRead(['site-content', locale], ALL_CACHE_TAGS, async () =>
    findSiteContent(await getPayload({ config }), locale),
  ),
)
