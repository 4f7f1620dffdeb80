import { type Endpoint, getPayload, headersWithCors, type PayloadRequest, type SanitizedConfig } from 'payload'
import type { z } from 'zod'

import { parsed } from './input'
import type { ContractRoute, VisitorRead } from './route'
import { hasToken } from '../../src/lib/requestToken'

type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>
type VisitorRoute = { read: VisitorRead; query?: z.ZodObject }

/** Whether the request carries a token Payload would check: a header form of SPEC §6 or the panel's cookie. */
const carriesToken = (headers: Headers, cookiePrefix: string): boolean =>
  hasToken(headers) || (headers.get('cookie')?.includes(`${cookiePrefix}-token`) ?? false)

/** The mounted GET routes with an answer for visitors, by their path (`/services`). */
const visitorRoutes = (endpoints: Endpoint[]): Map<string, VisitorRoute> =>
  new Map(
    (endpoints as ContractRoute[]).flatMap(({ method, path, custom }) =>
      method === 'get' && custom?.visitor ? [[path, { read: custom.visitor, query: custom.doc.query }]] : [],
    ),
  )

/**
 * A public read of a visitor who sends no token, answered before Payload's REST dispatch: the route's `visitor`
 * answer (endpoints/http/route.ts), the one the dispatch would reach for them, without what the dispatch does
 * first for every request (a request object with its auth strategies and translations; the endpoint found by
 * matching the paths in turn). Visitors' reads are most of what the API answers, and that work was a tenth of
 * their cost (docs/performance.md). Anything else goes Payload's way unchanged: a request with a token (a bad or
 * expired one is checked there, and answered as a visitor), a query its schema refuses, a read that fails (its
 * error answered and logged where every other is).
 */
export const visitorReadsFirst = <Context>(
  configPromise: Promise<SanitizedConfig>,
  payloadGet: RouteHandler<Context>,
): RouteHandler<Context> => {
  let routes: Map<string, VisitorRoute> | undefined
  return async (request, context) => {
    const config = await configPromise
    if (carriesToken(request.headers, config.cookiePrefix)) return payloadGet(request, context)
    routes ??= visitorRoutes(config.endpoints)
    const { pathname, searchParams } = new URL(request.url)
    const route = pathname.startsWith(`${config.routes.api}/`)
      ? routes.get(pathname.slice(config.routes.api.length))
      : undefined
    if (!route) return payloadGet(request, context)
    try {
      const payload = await getPayload({ config })
      const query = route.query && parsed(route.query, Object.fromEntries(searchParams.entries()))
      const answer = await route.read({ payload, query })
      // The CORS headers Payload's dispatch adds to every answer, from the same configuration.
      headersWithCors({ headers: answer.headers, req: { payload, headers: request.headers } as PayloadRequest })
      return answer
    } catch {
      return payloadGet(request, context)
    }
  }
}
