import type { MetadataRoute } from 'next'

import { pathForLocale } from '../lib/languageDetection'
import { LEGAL_PAGES, legalPath } from '../lib/legalPaths'
import { LOCALES } from '../lib/locales'
import { siteUrl } from '../lib/siteUrl'

// Rendered per request from the running server's SERVER_URL, never prerendered with the build's environment
// (which has none): a build serves any address. It reads no database, so a render costs next to nothing.
export const dynamic = 'force-dynamic'

/** One entry per language and page, each naming its other language (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, `${siteUrl()}${pathForLocale(locale)}`]))
  const home = LOCALES.map((locale) => ({
    url: `${siteUrl()}${pathForLocale(locale)}`,
    changeFrequency: 'weekly' as const,
    priority: locale === 'sv' ? 1 : 0.8,
    alternates: { languages },
  }))
  const legal = LEGAL_PAGES.flatMap((page) => {
    const pageLanguages = Object.fromEntries(
      LOCALES.map((locale) => [locale, `${siteUrl()}${legalPath(locale, page)}`]),
    )
    return LOCALES.map((locale) => ({
      url: `${siteUrl()}${legalPath(locale, page)}`,
      changeFrequency: 'yearly' as const,
      priority: 0.3,
      alternates: { languages: pageLanguages },
    }))
  })
  return [...home, ...legal]
}
