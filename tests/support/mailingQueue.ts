import type { Payload } from 'payload'

import { MAILING_QUEUE } from '../../src/jobs/mailingTasks'

/**
 * Runs the queued sends until none is left (a job may queue another), as the server does right after a send is
 * asked for (src/jobs/serverCrons.ts: tests get no crons, so a test that sends runs the queue itself).
 */
export const runMailingQueue = async (payload: Payload): Promise<void> => {
  for (let pass = 0; pass < 10; pass++) {
    const { noJobsRemaining } = await payload.jobs.run({ queue: MAILING_QUEUE, limit: 100 })
    if (noJobsRemaining) return
  }
}
