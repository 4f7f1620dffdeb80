import type { Payload } from 'payload'

import { jobsRunningHere } from './jobHeartbeat'
import { releaseJobsRunner } from './oneJobsRunner'
import { onStop } from '../lib/stopSignal.mjs'
import { closeMailTransport } from '../platform/emailAdapter'
import { closeSharedRedis } from '../platform/sharedRedis'

/** How often a stopping server looks whether its running jobs have ended. */
const LOOK_EVERY_MS = 100

const jobsEnded = async (deadline: number): Promise<boolean> => {
  while (jobsRunningHere.size > 0) {
    if (Date.now() >= deadline) return false
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
  }
  return true
}

/**
 * The site's part of a graceful stop (server/gracefulStop.mjs), once the requests in flight are done. From the
 * signal on the server takes no job (src/jobs/oneJobsRunner.ts) and a mailing ends after its batch in hand,
 * handing its round over (src/mail/sendMailing.ts); here the jobs still running (a backup being written, the
 * retention pass) are given until the bound, the jobs-runner lease is let go so another server runs the queue at
 * its next tick, and Payload (crons, database), Redis and the SMTP pool are closed.
 */
export const stopJobsWhenStopping = (payload: Payload): void =>
  onStop(async (deadline) => {
    if (!(await jobsEnded(deadline))) {
      payload.logger.warn(`Stopping: ${jobsRunningHere.size} job(s) still running at the bound were cut off`)
    }
    await releaseJobsRunner(payload).catch(() => undefined)
    await payload.destroy()
    await Promise.allSettled([closeSharedRedis(), closeMailTransport()])
  })
