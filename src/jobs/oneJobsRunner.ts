import type { JobsConfig, Payload, SanitizedConfig } from 'payload'

import { cancelCutOffJobs } from './cutOffJobs'
import { isStopping } from '../lib/stopSignal.mjs'
import { holdLease, releaseLease } from '../platform/heldLease'

/**
 * One jobs runner in the whole cluster, however many servers run
 * (docs/decisions/0064-several-servers.md): every server's queue crons
 * tick, but only the server holding the `jobs-runner` lease in the database schedules and runs jobs at that tick.
 * Every task inherits this, today's and any added later: the retention pass, backups, mailing rounds.
 *
 * The lease is kept a little less than a minute: the holder's crons of the same tick all go ahead, and if it stops,
 * another server runs the queue at the next tick. Scheduling (Payload checks, then queues) is done by the holder
 * alone, so a scheduled task is queued once. Before it schedules, it cancels jobs cut off with their server
 * (src/jobs/cutOffJobs.ts): at every tick rather than only when the lease changes hands, because a send started
 * at once by the server that took the request (endpoints/notifications.ts) may run on a server that is not the holder.
 */
const LEASE_KEY = 'jobs-runner'
const LEASE_MS = 50_000

type AutorunCronConfig = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/**
 * Payload's `shouldAutoRun`: this server runs the queue at this tick only while it holds the lease, and never
 * once it is stopping (server/gracefulStop.mjs): it takes no job then, and lets the lease go (src/jobs/stopJobs.ts).
 */
export const holdsJobsRunner = async (payload: Payload): Promise<boolean> => {
  if (isStopping()) return false
  if (!(await holdLease(payload, LEASE_KEY, LEASE_MS))) return false
  await cancelCutOffJobs(payload)
  await payload.jobs.handleSchedules({ allQueues: true })
  return true
}

/** A stopping server lets the lease go, so another one runs the queue at its next tick. */
export const releaseJobsRunner = (payload: Payload): Promise<void> => releaseLease(payload, LEASE_KEY)

/**
 * The site's config for its server: each cron of the queue (whatever src/jobs/jobsConfig.ts lists) with its
 * scheduling left to the lease holder, and the queue run only by it.
 */
export const withOneJobsRunner = (config: SanitizedConfig): SanitizedConfig => {
  const { autoRun, shouldAutoRun } = config.jobs
  const crons = async (payload: Payload): Promise<AutorunCronConfig[]> =>
    (typeof autoRun === 'function' ? await autoRun(payload) : (autoRun ?? [])).map((cron) => ({
      ...cron,
      disableScheduling: true,
    }))
  return {
    ...config,
    jobs: {
      ...config.jobs,
      autoRun: crons,
      shouldAutoRun: async (payload) =>
        (await holdsJobsRunner(payload)) && (shouldAutoRun ? await shouldAutoRun(payload) : true),
    },
  }
}
