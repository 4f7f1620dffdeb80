import { notFound } from 'next/navigation'

import { heroVideo } from '../../../components/site/pageMedia'
import { preloadHeroPoster } from '../../../components/site/preloadHeroPoster'
import { PublicSections } from '../../../components/site/PublicSections'
import { SiteApp } from '../../../components/site/SiteApp'
import { pageTextFor } from '../../../lib/i18n/pageText'
import { pathForLocale } from '../../../lib/languageDetection'
import { isLocale } from '../../../lib/locales'
import { salonJsonLd } from '../../../lib/salonJsonLd'
import { initialSiteData } from '../../../lib/siteData'
import { siteUrl } from '../../../lib/siteUrl'
import { getCachedSiteContent } from '../cachedSiteContent'

/**
 * No language is rendered at build time (there is no database then): each renders on its first request and
 * Next keeps the page until a content tag expires (src/platform/contentExpiry.ts) or the salon's day
 * ends (src/platform/contentCache.ts), when the server has it rendered afresh (src/jobs/dailyPageRefresh.ts).
 * Nothing here reads the request, so every visitor gets the same bytes.
 */
export const generateStaticParams = (): { lang: string }[] => []

export default async function HomePage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const content = await getCachedSiteContent(lang)
  preloadHeroPoster(heroVideo(content.films))
  const jsonLd = salonJsonLd(content.settings, `${siteUrl()}${pathForLocale(lang)}`, `${siteUrl()}/og-image.jpg`)
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <SiteApp locale={lang} initial={initialSiteData(content)}>
        {/* Server components: only the interactive parts inside them hydrate. */}
        <PublicSections data={content} t={pageTextFor(lang)} locale={lang} />
      </SiteApp>
    </>
  )
}
