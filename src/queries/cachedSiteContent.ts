import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { CONTENT_TAG } from '../../collections/hooks/revalidateContent'
import type { Locale } from '../lib/locales'
import { findSiteSettings } from './siteSettings'

/** The page's content, cached until a collection or the settings change (their hooks expire the tag). */
export const getCachedSiteSettings = (locale: Locale) =>
  unstable_cache(
    async () => findSiteSettings(await getPayload({ config }), locale),
    ['site-settings', locale],
    { tags: [CONTENT_TAG] },
  )()
