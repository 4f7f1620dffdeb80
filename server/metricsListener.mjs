// Prometheus' scrape address of one server: `GET /metrics` on METRICS_PORT, bound to METRICS_HOST (default
// 127.0.0.1), never on the public port, as Ghost does it. Off when METRICS_PORT is unset.
import { createServer } from 'node:http'

/**
 * The metrics listener's address from the environment; null when metrics are off.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ port: number, host: string } | null}
 */
export const metricsAddress = (env) => {
  const given = env.METRICS_PORT
  if (given === undefined || given === '') return null
  const port = Number(given)
  if (!/^\d+$/.test(given) || port > 65535) throw new Error(`METRICS_PORT must be a port number (got "${given}").`)
  return { port, host: env.METRICS_HOST || '127.0.0.1' }
}

/**
 * Serves `registry` at `/metrics`; resolves once listening, to the server.
 * @param {import('prom-client').Registry} registry
 * @param {{ port: number, host: string }} address
 */
export const listenForScrapes = async (registry, { port, host }) => {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: Prometheus reads /metrics here.\n')
      return
    }
    try {
      const body = await registry.metrics()
      res.writeHead(200, { 'Content-Type': registry.contentType }).end(body)
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`${error instanceof Error ? error.message : error}\n`)
    }
  })
  // A scrape is quick; an idle one is not kept.
  server.keepAliveTimeout = 5_000
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, host, () => resolve(undefined)))
  server.unref()
  return server
}
