import type { Payload, Where } from 'payload'

import { JOB_SILENT_MS, jobsRunningHere } from './jobHeartbeat'

/**
 * Payload 3.90 leaves a job whose server died while running it marked `processing`: no runner takes it again,
 * and its schedule's default check counts it as active, so a cut-off retention pass or daily backup would block
 * its task's schedule for good. The jobs runner (src/jobs/oneJobsRunner.ts) calls this before it schedules: jobs
 * left processing whose heartbeat (src/jobs/jobHeartbeat.ts) stopped are cancelled with Payload's own
 * `jobs.cancel` (they stay in the panel as cancelled). Their schedule then queues the next run, and each task
 * catches up there (retention at the next pass, the backup at the next hour); a cut-off mailing round is resumed
 * by `resume-mailings` under its send lease (src/jobs/mailingTasks.ts). Resolves to the ids cancelled.
 */
export const cancelCutOffJobs = async (payload: Payload, now: Date = new Date()): Promise<(string | number)[]> => {
  const silent: Where = {
    and: [
      { processing: { equals: true } },
      { updatedAt: { less_than: new Date(now.getTime() - JOB_SILENT_MS).toISOString() } },
    ],
  }
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: silent,
    select: { taskSlug: true },
    pagination: false,
    depth: 0,
  })
  const ids = docs.map((job) => job.id).filter((id) => !jobsRunningHere.has(id))
  if (ids.length === 0) return []
  // Payload's cancel adds "not completed, not failed"; the silence is checked again in the same update.
  await payload.jobs.cancel({ where: { and: [silent, { id: { in: ids } }] }, overrideAccess: true })
  payload.logger.warn({
    msg: 'Jobs cut off with their server were cancelled; their tasks run again at their next time',
    jobs: docs.filter((job) => ids.includes(job.id)).map((job) => `${job.taskSlug} ${job.id}`),
  })
  return ids
}
