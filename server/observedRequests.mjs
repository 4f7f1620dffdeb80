// What an operator sees of each request (docs/operations.md, "Monitoring"): its id on the answer (`X-Request-Id`)
// and on every log line written while it runs, one log line once its answer has been sent, and its duration in the
// metrics. The line names the route's template, never the raw path, and nothing personal: no address, cookie,
// token, query or body. Health and readiness checks and the build's static files are logged at debug only.
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api'

import { methodLabel, recordMetric } from '../src/lib/observability/metrics.mjs'
import { requestId, trustedProxyCount } from '../src/lib/observability/requestId.mjs'
import { runInRequestScope } from '../src/lib/observability/requestScope.mjs'
import { routeOfRequest } from '../src/lib/observability/routeTemplates.mjs'

/** Routes whose lines are debug: the load balancer's checks every second, and the build's scripts and styles. */
const QUIET_ROUTES = new Set(['/api/health', '/api/ready', '/_next/static/:file'])

/** `x-nextjs-cache` as the metrics' `result` label. */
const CACHE_RESULTS = { HIT: 'hit', MISS: 'miss', STALE: 'stale' }

const pathOf = (/** @type {string | undefined} */ url = '/') => {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/**
 * Wraps the server's request listener.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 * @param {{ log: import('pino').Logger, env?: NodeJS.ProcessEnv, tracing?: boolean }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export const observedRequests = (listener, { log, env = process.env, tracing = false }) => {
  const trustedProxies = trustedProxyCount(env)
  const tracer = tracing ? trace.getTracer('salong') : undefined
  return (req, res) => {
    const started = performance.now()
    const reqId = requestId(req.headers['x-request-id'], trustedProxies)
    res.setHeader('X-Request-Id', reqId)
    const { socket } = req
    const bytesBefore = socket.bytesWritten
    const route = routeOfRequest(pathOf(req.url))
    const method = methodLabel(req.method)
    const parent = tracer && propagation.extract(context.active(), req.headers)
    const span =
      parent &&
      tracer?.startSpan(
        `${method} ${route}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'http.route': route } },
        parent,
      )
    const traceId = span?.spanContext().traceId
    /** @type {import('../src/lib/observability/requestScope.mjs').RequestScope} */
    const scope = traceId ? { reqId, traceId } : { reqId }
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000
      const status = res.statusCode
      // A page from Next's cache says so in its header; an anonymous read from the same cache in the request's scope.
      const header = res.getHeader('x-nextjs-cache')
      const cache = typeof header === 'string' ? header : scope.cache
      const line = {
        reqId,
        method,
        route,
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: socket.bytesWritten - bytesBefore,
        ...(typeof cache === 'string' ? { cache } : {}),
        ...(traceId ? { traceId } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      }
      if (QUIET_ROUTES.has(route)) log.debug(line, 'request')
      else log.info(line, 'request')
      recordMetric((metrics) => {
        metrics.requestDuration.observe({ method, route, status: String(status) }, seconds)
        const result = typeof header === 'string' ? CACHE_RESULTS[header] : undefined
        if (result) metrics.pageCache.inc({ result })
      })
      if (span) {
        span.setAttribute('http.response.status_code', status)
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
        span.end()
      }
    })
    if (span && parent)
      context.with(trace.setSpan(parent, span), () => runInRequestScope(scope, () => listener(req, res)))
    else runInRequestScope(scope, () => listener(req, res))
  }
}
