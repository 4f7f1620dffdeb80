/**
 * Admin mode survives what remounts the page in the same tab (the language toggle loads the other language's
 * page), and the way back returns the visitor to where they were on the page.
 */
const OPEN_KEY = 'salong.admin.open'
const SCROLL_KEY = 'salong.admin.scroll'

const session = (): Storage | null => {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const adminWasOpen = (): boolean => session()?.getItem(OPEN_KEY) === '1'

export const rememberAdminOpen = (open: boolean, scrollY?: number): void => {
  const store = session()
  if (!store) return
  if (open) {
    store.setItem(OPEN_KEY, '1')
    if (scrollY !== undefined) store.setItem(SCROLL_KEY, String(Math.round(scrollY)))
  } else store.removeItem(OPEN_KEY)
}

/** The page's scroll position when admin mode was opened (0 when unknown). */
export const scrollBeforeAdmin = (): number => Number(session()?.getItem(SCROLL_KEY)) || 0
