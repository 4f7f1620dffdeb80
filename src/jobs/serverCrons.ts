/**
 * Whether this process is the site's server (marked by src/instrumentation.ts at start). Payload starts its job
 * crons for any `getPayload({ cron: true })`, which its REST handlers ask for, also when tests call them
 * in-process; the crons are given only to the server, so a test runs retention only by calling it.
 */
const MARK = Symbol.for('salong.serverCrons')

export const markServerProcess = (): void => {
  ;(globalThis as Record<symbol, unknown>)[MARK] = true
}

export const isServerProcess = (): boolean => (globalThis as Record<symbol, unknown>)[MARK] === true
