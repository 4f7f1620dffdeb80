// The production server's HTTP server: Node's, with idle connections kept longer than a proxy in front keeps its own.
import { createServer } from 'node:http'

// nginx and most load balancers reuse an idle connection to the app for up to 60 s. Node closes it after 5 s, and a
// request sent on it just as Node closes it fails with a reset (a 502 for the visitor). So the server waits longer.
const KEEP_ALIVE_TIMEOUT_MS = 65_000

/** @param {import('node:http').RequestListener} listener */
export const createHttpServer = (listener) => {
  const server = createServer(listener)
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  return server
}
