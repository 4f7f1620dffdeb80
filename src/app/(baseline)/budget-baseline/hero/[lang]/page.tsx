import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getCachedSiteContent } from '../../../../(site)/cachedSiteContent'
import { AmbientVideo } from '../../../../../components/site/AmbientVideo'
import { heroVideo } from '../../../../../components/site/pageMedia'
import { preloadHeroPoster } from '../../../../../components/site/preloadHeroPoster'
import { IMAGE_SIZES } from '../../../../../lib/imageSources'
import { isLocale } from '../../../../../lib/locales'
import './hero.css'

export const metadata: Metadata = { robots: { index: false } }

/** Rendered on its first request and kept, as the site's page is (there is no database at build). */
export const generateStaticParams = (): { lang: string }[] => []

/**
 * The second yardstick of `npm run budget`: the hero's own poster, full-bleed, with the same preloads (crops,
 * `sizes`, `media`) and the same island as the page's hero, and nothing else (no web font, no other section). The
 * page's LCP read against this one is what the page costs above what the stack needs to paint that image.
 */
export default async function HeroBaseline({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const hero = heroVideo((await getCachedSiteContent(lang)).films)
  preloadHeroPoster(hero)
  return (
    <main className="hero-baseline">
      {hero ? <AmbientVideo item={hero} label="Hero" priority portraitSizes={IMAGE_SIZES.heroPortrait} /> : null}
      <p className="hero-baseline__text">Baseline with the hero&apos;s poster.</p>
    </main>
  )
}
