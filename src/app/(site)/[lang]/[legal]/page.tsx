import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LegalPage } from '../../../../components/legal/LegalPage'
import { legalDocument } from '../../../../lib/legalDocument'
import { legalAlternates, legalPageOf, legalPath } from '../../../../lib/legalPaths'
import { isLocale, type Locale } from '../../../../lib/locales'
import { retention } from '../../../../lib/retention'
import { getCachedSiteContent } from '../../cachedSiteContent'

// Like the page: rendered on first request (no database at build time), then kept until a content tag expires.
export const generateStaticParams = (): { lang: string; legal: string }[] => []

type Props = { params: Promise<{ lang: string; legal: string }> }

/** `/integritet`, `/villkor`, `/en/privacy`, `/en/terms`; any other slug is no page. */
const resolve = async ({ params }: Props) => {
  const { lang, legal } = await params
  const page = isLocale(lang) ? legalPageOf(lang, legal) : undefined
  if (!page) notFound()
  const locale = lang as Locale
  const { settings } = await getCachedSiteContent(locale)
  return { page, locale, settings, document: legalDocument(page, locale, settings, retention()) }
}

export const generateMetadata = async (props: Props): Promise<Metadata> => {
  const { page, locale, settings, document } = await resolve(props)
  const title = `${document.title} – ${settings.site_title}`
  return {
    title,
    description: document.description,
    alternates: { canonical: legalPath(locale, page), languages: legalAlternates(page) },
    openGraph: {
      type: 'article',
      title,
      description: document.description,
      siteName: settings.site_title,
      url: legalPath(locale, page),
    },
    twitter: { card: 'summary', title, description: document.description },
  }
}

export default async function LegalRoute(props: Props) {
  const { page, locale, settings, document } = await resolve(props)
  return <LegalPage page={page} locale={locale} salon={settings.site_title} document={document} />
}
