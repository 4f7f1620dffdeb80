'use client'

import { useTranslation } from 'react-i18next'

import { useLanguage } from './LanguageProvider'
import { PublicSections } from './PublicSections'
import { useSiteData } from './SiteDataProvider'

/** The sections rendered in the browser from its own data: the panel's live preview with unsaved edits. Its own chunk. */
export default function ClientSections() {
  const { t } = useTranslation()
  const { locale } = useLanguage()
  return <PublicSections data={useSiteData()} t={t} locale={locale} />
}
