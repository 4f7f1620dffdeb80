'use client'

import { useMemo } from 'react'

import { useLanguage } from './LanguageProvider'
import { PublicSections } from './PublicSections'
import { useSiteData } from './SiteDataProvider'
import { createI18n } from '../../lib/i18n'

/** The sections rendered in the browser from its own data: the panel's live preview with unsaved edits. Its own chunk. */
export default function ClientSections() {
  const { locale } = useLanguage()
  // The server's sections take i18next's `t`; here it comes with this chunk, never with the page's first load.
  const t = useMemo(() => createI18n(locale).getFixedT(locale), [locale])
  return <PublicSections data={useSiteData()} t={t} locale={locale} />
}
