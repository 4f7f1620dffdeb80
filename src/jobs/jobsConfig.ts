import type { JobsConfig } from 'payload'

import { withHeartbeat } from './jobHeartbeat'
import { MAILING_CRON, mailingTasks, MAILING_QUEUE } from './mailingTasks'
import { runRetention } from './runRetention'
import { runScheduledBackup } from './scheduledBackup'
import { isServerProcess } from './serverCrons'
import { recordMetric } from '../lib/observability/metrics.mjs'

const QUEUE = 'maintenance'
/** The daily backup's own queue, so its hourly look never mixes with the retention pass's schedule. */
const BACKUP_QUEUE = 'backups'
/**
 * Payload's own queue: the panel's scheduled publishing and unpublishing (versions' `schedulePublish`) is queued
 * there, naming no queue. Looked at every minute, at :15, so a publish is at most a minute late
 * (docs/decisions/0050-versions-and-drafts.md).
 */
export const PUBLISH_QUEUE = 'default'

/** The queue's tasks, each run on its queue's cron by the one jobs runner (src/jobs/oneJobsRunner.ts). */
const tasks: NonNullable<JobsConfig['tasks']> = [
  {
    slug: 'retention',
    label: 'Retention',
    retries: 0,
    schedule: [{ cron: '0 30 3 * * *', queue: QUEUE }],
    handler: async ({ req }) => {
      const result = await runRetention(req.payload, new Date())
      return { output: { skipped: result.skipped } }
    },
  },
  // Mailings as jobs (src/jobs/mailingTasks.ts): a queued send, and every ten seconds the resumption of cut-off ones.
  ...mailingTasks,
  {
    // The daily backup (src/jobs/scheduledBackup.ts): asked every hour, it acts once a day at BACKUP_HOUR.
    slug: 'scheduled-backup',
    label: 'Scheduled backup',
    retries: 0,
    schedule: [{ cron: '0 7 * * * *', queue: BACKUP_QUEUE }],
    handler: async ({ req }) => {
      const result = await runScheduledBackup(req.payload, new Date())
      return { output: { made: result.made } }
    },
  },
]

type Task = NonNullable<JobsConfig['tasks']>[number]

/** A task whose failures are counted for the operator (salong_job_failures_total{task}). */
const countingFailures = (task: Task): Task => ({
  ...task,
  onFail: async (args) => {
    recordMetric((metrics) => metrics.jobFailures.inc({ task: task.slug }))
    await task.onFail?.(args)
  },
})

/**
 * Payload's jobs queue: the retention pass is scheduled daily at 03:30 (server time) and the queue is looked at
 * every ten minutes. The crons run only in the site's server (src/jobs/serverCrons.ts); scripts and tests get
 * none, so a test runs retention only by calling it.
 */
export const jobsConfig: JobsConfig = {
  // Each task's handler beats while it runs, so a job cut off with its server is told from a long one.
  tasks: tasks.map(withHeartbeat).map(countingFailures),
  autoRun: () =>
    isServerProcess()
      ? [
          { cron: '0 */10 * * * *', queue: QUEUE },
          { cron: MAILING_CRON, queue: MAILING_QUEUE },
          { cron: '0 */10 * * * *', queue: BACKUP_QUEUE },
          { cron: '15 * * * * *', queue: PUBLISH_QUEUE },
        ]
      : [],
  // A finished pass leaves only its log line; failed ones stay for staff to see in the panel.
  deleteJobOnComplete: true,
  // Staff never queue or run jobs over REST; the schedule does.
  access: { queue: () => false, run: () => false, cancel: () => false },
}
