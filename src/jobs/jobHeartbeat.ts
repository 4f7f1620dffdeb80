import type { Payload, TaskConfig } from 'payload'

import { inWriteTurn } from '../platform/inWriteTurn'

/**
 * A job's sign of life. Payload marks a job `processing` when a runner takes it and writes it again only when it
 * ends, so a long job (a mailing to thousands) looks the same as one whose server died under it. While its handler
 * runs, the job's `updatedAt` is touched every few seconds: a job left processing and not touched for longer than
 * JOB_SILENT_MS was cut off (src/jobs/cutOffJobs.ts).
 */
const BEAT_MS = 10_000
export const JOB_SILENT_MS = 50_000

/** The jobs this process is running now: never taken for cut off, whatever the clock says. */
export const jobsRunningHere = new Set<string | number>()

const touch = (payload: Payload, id: string | number) =>
  inWriteTurn(payload, (req) =>
    payload.db.updateJobs({ id, data: { updatedAt: new Date().toISOString() }, req, returning: false }),
  )

/** The task with its handler beating while it runs (every task of the queue, in src/jobs/jobsConfig.ts). */
export const withHeartbeat = <T extends TaskConfig>(task: T): T => {
  const { handler } = task
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: async (args: Parameters<typeof handler>[0]) => {
      const { id } = args.job
      const { payload } = args.req
      jobsRunningHere.add(id)
      // A missed beat is tried again at the next; only many in a row make the job look cut off.
      const beat = setInterval(() => void touch(payload, id).catch(() => undefined), BEAT_MS)
      beat.unref()
      try {
        return await handler(args)
      } finally {
        clearInterval(beat)
        jobsRunningHere.delete(id)
      }
    },
  }
}
