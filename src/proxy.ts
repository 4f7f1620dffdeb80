import { type NextRequest, NextResponse, type ProxyConfig } from 'next/server'

import { acceptedLanguages, LANGUAGE_COOKIE, pathForLocale, preferredLocale } from './lib/languageDetection'
import { sitePagePaths } from './lib/legalPaths'
import { LIVE_PREVIEW_PARAM } from './lib/livePreview'
import { DEFAULT_LOCALE } from './lib/locales'

const SITE_PAGES = new Set(sitePagePaths())

/**
 * A path no route of the app takes (three segments, under none of the prefixed routes): Next answers it 404 with its
 * not-found page, rendered once for all such paths (Next keys that rendering by its status, not by the path), where the
 * `[lang]` route would have rendered, and kept on disk, a 404 page for every path asked for (issue 28).
 */
export const NO_PAGE = '/_/no/page'

/**
 * SPEC §9 before anything renders: a request for `/` goes to the remembered language (the toggle's cookie), else
 * to the browser's (`Accept-Language`). Swedish visitors and crawlers (no header) get the cached page, most without
 * reaching the proxy at all (see `config`); an English one gets a single redirect to `/en`. The panel's preview
 * frame keeps the language it asked for. Any other path that reaches the proxy is no page: it is shown Next's own
 * not-found page through NO_PAGE, one cached rendering for every such path.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname !== '/') {
    // The matcher lets the pages by; should one arrive all the same (an unforeseen form of its address), it passes.
    if (SITE_PAGES.has(pathname)) return NextResponse.next()
    // An address of no page, or the benches' bare page and handler asked for without the bench's header.
    return NextResponse.rewrite(new URL(NO_PAGE, request.url))
  }
  if (request.nextUrl.searchParams.has(LIVE_PREVIEW_PARAM)) return NextResponse.next()
  const wanted = preferredLocale(
    request.cookies.get(LANGUAGE_COOKIE)?.value ?? null,
    acceptedLanguages(request.headers.get('accept-language')),
  )
  if (wanted === DEFAULT_LOCALE) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = pathForLocale(wanted)
  const response = NextResponse.redirect(target, 307)
  // Depends on this visitor's cookie and languages: never kept by a shared cache.
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Vary', 'Accept-Language, Cookie')
  return response
}

/**
 * Next only runs the proxy when a matcher entry holds, so the common visit skips it entirely (it costs about as much
 * as serving the cached page): `/` is asked for by a remembered English choice, or, without a remembered choice, by a
 * browser whose languages might put English first. What skips is certainly Swedish: a remembered Swedish choice, no
 * languages (crawlers), or languages whose first Swedish or English tag is a plain Swedish one (`sv`, `sv-SE`, no
 * weight, so nothing can outrank it). The proxy itself still decides every request that reaches it.
 * Next reads these values at build time, so they are literals: `tests/unit/caching.spec.ts` holds them to
 * `LANGUAGE_COOKIE` and `preferredLocale`.
 */
export const config = {
  matcher: [
    { source: '/', has: [{ type: 'cookie', key: 'salong-language', value: 'en' }] },
    {
      source: '/',
      has: [{ type: 'header', key: 'accept-language' }],
      missing: [
        { type: 'cookie', key: 'salong-language', value: '(?:sv|en)' },
        {
          type: 'header',
          key: 'accept-language',
          // Tags that are neither Swedish nor English, then a plain Swedish tag, then anything.
          value: '(?:\\s*(?!\\s|(?:[sS][vV]|[eE][nN])(?:[-;,\\s]|$))[^,]*,)*\\s*[sS][vV](?:-[^,;]*)?\\s*(?:,.*)?',
        },
      ],
    },
    // The benches' bare page and handler (scripts/bench/) are theirs alone: a request without their header is
    // answered 404 here, and one with it skips the proxy, as a bare page would.
    { source: '/budget-baseline/:path*', missing: [{ type: 'header', key: 'x-budget-baseline', value: '1' }] },
    // Every other path is sent to NO_PAGE here, before the `[lang]` route renders it: Next would keep each invented
    // path's 404 as a page on disk (issue 28). What skips: the pages (with the forms Next fetches them in: `.rsc`,
    // `.segments/…`, `.json`), the files of public/ and the metadata routes, Payload's /admin and /api, the build's
    // /_next and the benches' paths. `/sv…` never gets here (next.config.ts redirects it first).
    {
      source:
        '/((?!(?:en|integritet|villkor|en/privacy|en/terms)(?:\\.rsc|\\.json|\\.segments/.+)?$|(?:og-image\\.jpg|favicon\\.ico|robots\\.txt|sitemap\\.xml|manifest\\.webmanifest)$|(?:admin|budget-baseline)(?:/|$)|(?:api|_next|icons|images)/).+)',
    },
  ],
} satisfies ProxyConfig
