import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'

import { pathForLocale } from '../../../lib/languageDetection'
import { isLocale, LOCALES } from '../../../lib/locales'
import { siteUrl } from '../../../lib/siteUrl'
import { getCachedSiteContent } from '../cachedSiteContent'
import './headingFont.css'
import './site.css'

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
      icon: [
        { url: '/icons/icon.svg', type: 'image/svg+xml' },
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
    <html lang={lang}>
      <body>{children}</body>
    </html>
  )
}
