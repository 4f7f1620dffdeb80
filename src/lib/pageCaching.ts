/**
 * `Cache-Control` of `/` and `/en`. Next's own cache holds the page until content changes; a shared cache in front
 * (a CDN, a reverse proxy) may keep it 30 s and serve it stale for a minute while it refetches, so a change shows
 * there within about half a minute. Browsers revalidate every time (`max-age=0`), so a reload shows a change at once.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60'
