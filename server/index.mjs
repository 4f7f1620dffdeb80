// The production server: Next's own request handler (a custom server, as Next documents it) with the compression
// in front of it that `next start` would do inside, so that a page from Next's cache is compressed once per version
// instead of once per visitor, and with the length of a streamed file (./requestListener.mjs; Next's `compress` is
// off in next.config.ts). Around it, what an operator sees (./observedRequests.mjs): one JSON log line per request
// with its id, and, with METRICS_PORT, Prometheus metrics on a port of their own (./metricsListener.mjs).
// Run: `npm start` (or `npm start -- -p 8080`) after `npm run build`; `npm run site` does all of it.
import next from 'next'
import path from 'node:path'

import { stopGracefully } from './gracefulStop.mjs'
import { createHttpServer } from './httpServer.mjs'
import { listenPort } from './listenPort.mjs'
import { clearLocalContentCache } from './localContentCache.mjs'
import { listenForScrapes, metricsAddress } from './metricsListener.mjs'
import { observedRequests } from './observedRequests.mjs'
import { requestListener } from './requestListener.mjs'
import { serverRoutes } from './serverRoutes.mjs'
import { stopTimings } from './stopTimings.mjs'
import { consoleThroughLogger } from '../src/lib/observability/consoleThroughLogger.mjs'
import { processLogger } from '../src/lib/observability/logger.mjs'
import { startMetrics } from '../src/lib/observability/metrics.mjs'
import { publishRoutes } from '../src/lib/observability/routeTemplates.mjs'
import { awaitStartup } from '../src/lib/startupSignal.mjs'

// One logger for every line of the process, made before Next and Payload start so that both write through it.
const log = processLogger()
consoleThroughLogger(log)
// Traces when asked for, started before Next and the database driver load (./tracing.mjs).
const tracing = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)
if (tracing) (await import('./tracing.mjs')).startTracing()

// The name the benches and `ps` know it by, as `next start`'s process calls itself `next-server`.
process.title = 'salong-server'
const [port, timings, metricsAt] = (() => {
  try {
    return [listenPort(process.argv.slice(2), process.env), stopTimings(process.env), metricsAddress(process.env)]
  } catch (error) {
    log.error(`Salong cannot start: ${error instanceof Error ? error.message : error}`)
    process.exit(2)
  }
})()
// Counted from the start, so the site's own figures (src/instrumentation.ts) have somewhere to go.
const metrics = metricsAt ? startMetrics() : undefined
// The server's own jobs reach it on this port (src/instrumentation.ts).
process.env.PORT = String(port)

clearLocalContentCache(path.join(process.cwd(), '.next'))

// Settles once src/instrumentation.ts has run the configuration checks and connected Payload to the database.
const started = awaitStartup()
// Its failure is handled below, once Next has prepared; until then it must not count as unhandled.
started.catch(() => {})
// It listens on every address, as `next start` does; the hostname only names the server inside Next.
const app = next({ dev: false, hostname: 'localhost', port })
const handle = app.getRequestHandler()
try {
  await app.prepare()
  await started
} catch (error) {
  // A server that cannot work stops before it listens, so a process manager or load balancer sees it down.
  const reason = error instanceof Error ? error.message : String(error)
  log.error(reason.startsWith('Salong cannot start') ? reason : `Salong cannot start: ${reason}`)
  process.exit(1)
}

publishRoutes(serverRoutes(process.cwd()))
const listener = observedRequests(requestListener(handle, { staticDir: path.join(process.cwd(), '.next', 'static') }), {
  log,
  tracing: Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT),
})
const server = createHttpServer(listener)
if (metrics && metricsAt) {
  try {
    await listenForScrapes(metrics.registry, metricsAt)
  } catch (error) {
    log.error(`Salong cannot start: metrics cannot listen on ${metricsAt.host}:${metricsAt.port} (${error})`)
    process.exit(1)
  }
  log.info(`Metrics on http://${metricsAt.host}:${metricsAt.port}/metrics`)
}
// A port another program holds stops the start with the reason, rather than leaving a process that serves nothing.
server.once('error', (error) => {
  const taken = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE'
  const why = taken ? 'another program listens on it; stop it, or choose another port (PORT or -p)' : error.message
  log.error(`Salong cannot start: port ${port}: ${why}`)
  process.exit(1)
})
server.listen(port, () => log.info(`Ready on port ${port}`))

// A stop request drains and finishes what is in flight, then exits 0; a second one ends the process at once.
stopGracefully(server, { ...timings, log: (line) => log.info(line) })
