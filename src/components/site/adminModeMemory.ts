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

/** What this document last remembered: a remount within it (the language toggle) asks no storage. */
let openHere: boolean | undefined

/**
 * Whether this tab can have admin mode remembered from an earlier document: one loaded again (a reload, back or
 * forward) or reached from the site's own pages. Any other first visit would open the session storage, a round trip
 * to the browser that took 10–13 ms of the main thread at the page's start on a test machine, to find nothing.
 */
const mayRemember = (): boolean => {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  if (!navigation || navigation.type !== 'navigate') return true
  try {
    return new URL(document.referrer).origin === window.location.origin
  } catch {
    return false // no referrer: an address typed, a bookmark, another site's link without one
  }
}

export const adminWasOpen = (): boolean => openHere ?? (mayRemember() && session()?.getItem(OPEN_KEY) === '1')

export const rememberAdminOpen = (open: boolean, scrollY?: number): void => {
  openHere = open
  const store = session()
  if (!store) return
  if (open) {
    store.setItem(OPEN_KEY, '1')
    if (scrollY !== undefined) store.setItem(SCROLL_KEY, String(Math.round(scrollY)))
  } else store.removeItem(OPEN_KEY)
}

/** The page's scroll position when admin mode was opened (0 when unknown). */
export const scrollBeforeAdmin = (): number => Number(session()?.getItem(SCROLL_KEY)) || 0
