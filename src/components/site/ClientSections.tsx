'use client'

import { useLanguage, usePageText } from './LanguageProvider'
import { PublicSections } from './PublicSections'
import { useSiteData } from './SiteDataProvider'

/** The sections rendered in the browser from its own data: the panel's live preview with unsaved edits. Its own chunk. */
export default function ClientSections() {
  const t = usePageText()
  const { locale } = useLanguage()
  return <PublicSections data={useSiteData()} t={t} locale={locale} />
}
