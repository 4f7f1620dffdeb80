import type { Metadata, Viewport } from 'next'
import localFont from 'next/font/local'
import { notFound } from 'next/navigation'
import type React from 'react'

import { EarlyTapsHandover } from '../../../components/site/EarlyTapsHandover'
import { EARLY_TAPS_ATTRIBUTE } from '../../../lib/earlyTaps.mjs'
import { pathForLocale } from '../../../lib/languageDetection'
import { isLocale, LOCALES } from '../../../lib/locales'
import { siteUrl } from '../../../lib/siteUrl'
import { getCachedSiteContent } from '../cachedSiteContent'
import './site.css'

// The headings' font, Cormorant Garamond 600, in two files (scripts/subset-heading-font.mjs, which prints these
// ranges). The first holds what Swedish and English headings are written in: preloaded, small enough for one round
// trip, and waited for, so headings are never drawn in another font and never swap. The second, the rest of the
// Latin letters, is fetched only by a page whose headings use one of them. site.css chains the two.
const headingFontFirstFrame = localFont({
  src: '../../fonts/cormorant-garamond-600-first-frame.woff2',
  weight: '600',
  style: 'normal',
  display: 'block',
  variable: '--font-heading-first-frame',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+20-7E, U+A0, U+C4-C5, U+C9, U+D6, U+DC, U+E0, U+E2, U+E4-E5, U+E7-EB, U+EE-EF, U+F4, U+F6, U+F9, U+FB-FC, U+153, U+2013-2014, U+2018-2019, U+201C-201D, U+2026, U+20AC',
    },
  ],
  // A metric-matched fallback would cover every letter and hide the second file behind it.
  adjustFontFallback: false,
})
const headingFontOtherLetters = localFont({
  src: '../../fonts/cormorant-garamond-600-other-letters.woff2',
  weight: '600',
  style: 'normal',
  display: 'block',
  variable: '--font-heading-other-letters',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+A1-C3, U+C6-C8, U+CA-D5, U+D7-DB, U+DD-DF, U+E1, U+E3, U+E6, U+EC-ED, U+F0-F3, U+F5, U+F7-F8, U+FA, U+FD-FF, U+131, U+152, U+2002, U+2009, U+201A, U+201E, U+2022, U+2032-2033, U+2039-203A, U+2044, U+2122, U+2212',
    },
  ],
  preload: false,
  adjustFontFallback: false,
})

type Props = { children: React.ReactNode; params: Promise<{ lang: string }> }

export const viewport: Viewport = { themeColor: '#fdf8f1', width: 'device-width', initialScale: 1 }

export const generateMetadata = async ({ params }: Omit<Props, 'children'>): Promise<Metadata> => {
  const { lang } = await params
  if (!isLocale(lang)) return {}
  const { settings } = await getCachedSiteContent(lang)
  const title = `${settings.site_title} – ${settings.site_subtitle}`
  return {
    metadataBase: new URL(siteUrl()),
    title,
    description: settings.site_description,
    alternates: {
      canonical: pathForLocale(lang),
      languages: { ...Object.fromEntries(LOCALES.map((locale) => [locale, pathForLocale(locale)])), 'x-default': '/' },
    },
    openGraph: {
      type: 'website',
      title,
      description: settings.site_description,
      siteName: settings.site_title,
      locale: lang === 'sv' ? 'sv_SE' : 'en_GB',
      url: pathForLocale(lang),
      images: [{ url: '/og-image.jpg', width: 1200, height: 630, alt: settings.site_title }],
    },
    twitter: { card: 'summary_large_image', title, description: settings.site_description, images: ['/og-image.jpg'] },
    icons: {
      // The tab's icon is the ICO every browser fetches by itself anyway (16, 32 and 48 px): a scalable one would be
      // fetched again and drawn as an SVG document on the page's main thread, 8–31 ms while the page starts.
      icon: [
        { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
        { url: '/icons/icon-192.png', sizes: '192x192' },
      ],
      apple: '/icons/apple-touch-icon.png',
    },
    appleWebApp: { capable: true, title: settings.site_title, statusBarStyle: 'default' },
  }
}

/** The public page's document, one per language (`/` Swedish, `/en` English). */
export default async function SiteLayout({ children, params }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  return (
    <html lang={lang} className={`${headingFontFirstFrame.variable} ${headingFontOtherLetters.variable}`}>
      <body {...{ [EARLY_TAPS_ATTRIBUTE]: '' }}>
        {children}
        <EarlyTapsHandover />
      </body>
    </html>
  )
}
