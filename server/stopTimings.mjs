// How long a stopping server drains and how long it waits for what is in flight (docs/operations.md, "Releasing
// without downtime"). Read once at start; a value that is not a number of seconds stops the start, naming it.

/** A balancer that checks every 2 s and needs 2 failures has taken the server out after 4 s, plus its last check. */
const DRAIN_SECONDS = 5
/** Uploads, downloads, restores and a mailing batch finish within this; what does not is ended (one log line). */
const TIMEOUT_SECONDS = 30

/** @param {string} name @param {string | undefined} value @param {number} fallback */
const seconds = (name, value, fallback) => {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a number of seconds (0 or more): ${value}`)
  return parsed
}

/** @param {NodeJS.ProcessEnv} env @returns {{ drainMs: number, timeoutMs: number }} */
export const stopTimings = (env) => ({
  drainMs: seconds('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, DRAIN_SECONDS) * 1000,
  timeoutMs: seconds('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, TIMEOUT_SECONDS) * 1000,
})
