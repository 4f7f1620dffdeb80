/**
 * How the production server (server/index.mjs) tells the site it is stopping, across Next's bundles in one process
 * (as src/lib/startupSignal.mjs does for the start): from the first SIGTERM or SIGINT, readiness answers 503
 * (src/platform/readiness.ts) and no job is taken; once the requests in flight are done, the hooks the site
 * registered at start (src/jobs/stopJobs.ts) finish its work and close its connections.
 */
const SIGNAL = Symbol.for('salong.stop')

/** @returns {{ stopping: boolean, hooks: ((deadline: number) => Promise<void>)[] }} */
const state = () => (globalThis[SIGNAL] ??= { stopping: false, hooks: [] })

/** Called by the server at the first stop signal. */
export const markStopping = () => {
  state().stopping = true
}

/** Whether the server is stopping: not ready, taking no jobs, handing running ones over. */
export const isStopping = () => state().stopping

/**
 * Registers work to do once the server stops: given the time (ms since the epoch) by which it must be done.
 * @param {(deadline: number) => Promise<void>} hook
 */
export const onStop = (hook) => {
  state().hooks.push(hook)
}

/**
 * Runs every registered hook, given the deadline for the work it waits on, and gives them `graceMs` beyond it to
 * close; resolves to whether all ended in time. A hook that fails is logged and counts as ended.
 * @param {number} deadline
 * @param {number} graceMs
 */
export const runStopHooks = async (deadline, graceMs) => {
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()) + graceMs, false)
  })
  const all = Promise.all(
    state().hooks.map((hook) =>
      hook(deadline).catch((error) =>
        console.error('A stop step failed:', error instanceof Error ? error.message : error),
      ),
    ),
  ).then(() => true)
  try {
    return await Promise.race([all, late])
  } finally {
    clearTimeout(timer)
  }
}
