import { type NextRequest, NextResponse, type ProxyConfig } from 'next/server'

import { acceptedLanguages, LANGUAGE_COOKIE, pathForLocale, preferredLocale } from './lib/languageDetection'
import { LIVE_PREVIEW_PARAM } from './lib/livePreview'
import { DEFAULT_LOCALE } from './lib/locales'

/**
 * SPEC §9 before anything renders: a request for `/` goes to the remembered language (the toggle's cookie), else
 * to the browser's (`Accept-Language`). Swedish visitors and crawlers (no header) get the cached page, most without
 * reaching the proxy at all (see `config`); an English one gets a single redirect to `/en`. The panel's preview
 * frame keeps the language it asked for.
 */
export function proxy(request: NextRequest) {
  // The benches' bare page and handler, asked for without the bench's header (see `config`).
  if (request.nextUrl.pathname !== '/') return new NextResponse('Not Found', { status: 404 })
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
  ],
} satisfies ProxyConfig
