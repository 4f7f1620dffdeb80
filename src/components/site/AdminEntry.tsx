'use client'

import { createContext, useContext } from 'react'

import { usePageText } from './LanguageProvider'

/** How the page's parts open admin mode (SiteApp holds the mode); absent where there is no admin. */
export const AdminEntryContext = createContext<(() => void) | null>(null)

/** The footer's way into admin mode, beside Ctrl+Alt+A. */
export function AdminButton() {
  const t = usePageText()
  const openAdmin = useContext(AdminEntryContext)
  if (!openAdmin) return null
  return (
    <button type="button" className="link-button" onClick={openAdmin} data-testid="footer-admin">
      {t('footer.admin')}
    </button>
  )
}
