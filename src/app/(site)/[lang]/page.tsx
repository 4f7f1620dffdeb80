import { notFound } from 'next/navigation'
import { preload } from 'react-dom'

import { heroVideo } from '../../../components/site/pageMedia'
import { PublicSections } from '../../../components/site/PublicSections'
import { SiteApp } from '../../../components/site/SiteApp'
import { createI18n } from '../../../lib/i18n'
import { HERO_LANDSCAPE_MEDIA, HERO_PORTRAIT_MEDIA, IMAGE_SIZES } from '../../../lib/imageSources'
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
  // The hero's poster is the largest paint: the browser fetches it from the head, before any script.
  // Its srcsets, sizes and media are the <picture>'s own (AmbientVideo), so the preload and the image are one
  // request: the portrait crop on an upright phone, the 16:9 poster everywhere else.
  const hero = heroVideo(content.films)
  if (hero?.poster_url) {
    const portrait = hero.poster_portrait_srcset
    if (portrait) {
      preload(hero.poster_url, {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: portrait,
        imageSizes: IMAGE_SIZES.heroPortrait,
        media: HERO_PORTRAIT_MEDIA,
      })
    }
    preload(hero.poster_url, {
      as: 'image',
      fetchPriority: 'high',
      ...(hero.poster_srcset ? { imageSrcSet: hero.poster_srcset, imageSizes: IMAGE_SIZES.hero } : {}),
      ...(portrait ? { media: HERO_LANDSCAPE_MEDIA } : {}),
    })
  }
  const jsonLd = salonJsonLd(content.settings, `${siteUrl()}${pathForLocale(lang)}`, `${siteUrl()}/og-image.jpg`)
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <SiteApp locale={lang} initial={initialSiteData(content)}>
        {/* Server components: only the interactive parts inside them hydrate. */}
        <PublicSections data={content} t={createI18n(lang).getFixedT(lang)} locale={lang} />
      </SiteApp>
    </>
  )
}
