/**
 * How the production server (server/index.mjs) learns that the site has started: Next runs
 * src/instrumentation.ts (configuration checks, Payload, the database) in the same process but reports its
 * failure only to the first request. The server waits on this before it listens, and stops if it failed.
 */
const SIGNAL = Symbol.for('salong.startup')

/** Called by the server before Next prepares: a promise that settles when the site has started, or could not. */
export const awaitStartup = () => {
  let settle
  const started = new Promise((resolve, reject) => (settle = { resolve, reject }))
  globalThis[SIGNAL] = settle
  return started
}

/**
 * Called once the site has started (no argument) or failed (the error). Answers whether the production server
 * was waiting for it; elsewhere (`next dev`, tests) nobody is, and the caller throws as before.
 */
export const reportStartup = (error) => {
  const settle = globalThis[SIGNAL]
  if (!settle) return false
  if (error) settle.reject(error)
  else settle.resolve()
  return true
}
