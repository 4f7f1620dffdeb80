import type { Metadata } from 'next'
import type React from 'react'

import { getCachedSiteSettings } from '../../queries/cachedSiteContent'
import './site.css'

export const generateMetadata = async (): Promise<Metadata> => {
  const settings = await getCachedSiteSettings('sv')
  return { title: settings.site_title, description: settings.site_description }
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  )
}
