import type { MetadataRoute } from 'next'

import { pathForLocale } from '../lib/languageDetection'
import { LOCALES } from '../lib/locales'
import { siteUrl } from '../lib/siteUrl'

/** One entry per language, each naming the other (hreflang). */
export default function sitemap(): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(LOCALES.map((locale) => [locale, `${siteUrl()}${pathForLocale(locale)}`]))
  return LOCALES.map((locale) => ({
    url: `${siteUrl()}${pathForLocale(locale)}`,
    changeFrequency: 'weekly',
    priority: locale === 'sv' ? 1 : 0.8,
    alternates: { languages },
  }))
}
