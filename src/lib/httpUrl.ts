/** Booking links open in the booking modal's frame, so only web addresses are accepted. */
export const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Whether a web address points at the site itself (one of `siteOrigins`, by host name: any scheme or port of it). A
 * booking link opens in the page's frame, where the site's own pages (and files) would run with the visitor's
 * session on the site; the page's policy lets the site frame itself, for Payload's live preview.
 */
export const pointsAtSite = (value: string, siteOrigins: (string | null | undefined)[]): boolean => {
  let host: string
  try {
    host = new URL(value).hostname
  } catch {
    return false
  }
  return siteOrigins.some((origin) => {
    if (!origin) return false
    try {
      return new URL(origin).hostname === host
    } catch {
      return false
    }
  })
}
