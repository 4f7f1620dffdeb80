import { type NextRequest, NextResponse } from 'next/server'

import { acceptedLanguages, LANGUAGE_COOKIE, pathForLocale, preferredLocale } from './lib/languageDetection'
import { LIVE_PREVIEW_PARAM } from './lib/livePreview'
import { DEFAULT_LOCALE } from './lib/locales'

/**
 * SPEC §9 before anything renders: a request for `/` goes to the remembered language (the toggle's cookie), else
 * to the browser's (`Accept-Language`). Swedish visitors and crawlers (no header) pass straight to the cached page;
 * an English one gets a single redirect to `/en`. The panel's preview frame keeps the language it asked for.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname !== '/') return baseline()
  if (request.nextUrl.searchParams.has(LIVE_PREVIEW_PARAM)) return NextResponse.next()
  const wanted = preferredLocale(request.cookies.get(LANGUAGE_COOKIE)?.value ?? null, acceptedLanguages(request.headers.get('accept-language')))
  if (wanted === DEFAULT_LOCALE) return NextResponse.next()
  const target = request.nextUrl.clone()
  target.pathname = pathForLocale(wanted)
  const response = NextResponse.redirect(target, 307)
  // Depends on this visitor's cookie and languages: never kept by a shared cache.
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Vary', 'Accept-Language, Cookie')
  return response
}

/** The benches' bare page and handler exist only while a bench runs the server (scripts/bench/). */
const baseline = () => (process.env.BUDGET_BASELINE === '1' ? NextResponse.next() : new NextResponse('Not Found', { status: 404 }))

export const config = { matcher: ['/', '/budget-baseline/:path*'] }
