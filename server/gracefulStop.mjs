// The production server's stop (docs/operations.md, "Releasing without downtime"). At the first SIGTERM or SIGINT it
// turns readiness to 503 at once (health stays 200) and keeps serving for the drain delay, each answer with
// `Connection: close`, while the load balancer takes it out; then it stops accepting connections, closes idle
// ones (and each connection as its answer ends) and waits for the requests in flight up to the bound, after which
// it ends them (one log line). Then the site's own stop runs (src/jobs/stopJobs.ts: running jobs finish, leases
// released, Payload closed) and it exits 0.
// A second signal ends it at once, with the exit codes `next start` uses.
import { markStopping, runStopHooks } from '../src/lib/stopSignal.mjs'

/** Time the site's own stop gets beyond the bound to release its leases and close its connections. */
const CLOSE_GRACE_MS = 5_000
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 }

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * @param {import('node:http').Server} server
 * @param {{ drainMs: number, timeoutMs: number, log?: (line: string) => void, exit?: (code: number) => void }} options
 */
export const stopGracefully = (
  server,
  { drainMs, timeoutMs, log = console.log, exit = (code) => process.exit(code) },
) => {
  let inFlight = 0
  let stopping = false
  // Set once the drain is over: the load balancer has taken the server out, so no new request can be on its way.
  let closing = false
  // Before the site's listener, so the header is set before any answer starts.
  server.prependListener('request', (req, res) => {
    inFlight += 1
    res.once('close', () => (inFlight -= 1))
    if (stopping) res.setHeader('Connection', 'close')
    // An answer that began before the stop went out keep-alive: once it ends after the drain, its connection is
    // closed, so the process ends with its last answer instead of waiting out the bound for an idle socket. Not
    // during the drain: the load balancer may still send the next request on that connection, and a close racing it
    // reaches the visitor as a cut connection.
    const { socket } = req
    res.once('finish', () => {
      if (closing) socket.end()
    })
  })

  /** @param {'SIGINT' | 'SIGTERM'} signal */
  const stop = async (signal) => {
    if (stopping) {
      log(`${signal} again: stopping at once`)
      return exit(EXIT_CODES[signal])
    }
    stopping = true
    markStopping()
    log(`${signal}: not ready; serving ${drainMs / 1000} s more, then finishing what is in flight`)
    await wait(drainMs)
    closing = true
    // Requests in flight and running jobs share one bound, counted from the end of the drain.
    const deadline = Date.now() + timeoutMs
    const closed = new Promise((resolve) => server.close(() => resolve(true)))
    server.closeIdleConnections()
    // What the stop now waits for (a download or an upload under way, a restore), so the operator sees why.
    log(`Stopping: no new connections; finishing ${inFlight} request(s) in flight`)
    const inTime = await Promise.race([closed, wait(timeoutMs).then(() => false)])
    if (!inTime) {
      log(`Stopping: ${inFlight} request(s) still in flight after ${timeoutMs / 1000} s were ended`)
      server.closeAllConnections()
    }
    if (!(await runStopHooks(deadline, CLOSE_GRACE_MS))) log('Stopping: the site did not close in time')
    log('Stopped')
    exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}
