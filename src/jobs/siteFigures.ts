import fs from 'node:fs/promises'
import type { Payload } from 'payload'

import { parseArchiveName } from '../backup/archiveName'
import { allArchives } from '../backup/archiveStore'
import type { SiteFigures } from '../lib/observability/metrics.mjs'
import { dataDir } from '../lib/paths'
import { resumableRounds } from '../mail/resumableRounds'
import { mailServerAnswers } from '../platform/emailAdapter'
import { bucketAnswers, objectStorage } from '../platform/objectStorage'
import { readiness } from '../platform/readiness'
import { sharedCacheAnswers } from '../platform/sharedRedis'

const seconds = (date: string | null | undefined): number => (date ? Date.parse(date) / 1000 : 0)

/** Jobs of the queue that are due and not taken: by task, and how long the longest has waited. */
const waitingJobs = async (payload: Payload, now: number) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: new Date(now).toISOString() } }] },
      ],
    },
    select: { taskSlug: true, createdAt: true, waitUntil: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byTask: Record<string, number> = {}
  let oldest = 0
  for (const job of docs) {
    const task = String(job.taskSlug ?? 'workflow')
    byTask[task] = (byTask[task] ?? 0) + 1
    oldest = Math.max(oldest, now / 1000 - seconds(job.waitUntil ?? job.createdAt))
  }
  return { byTask, oldest }
}

/** Open mailing rounds, and when one of them last handled a recipient (or started, before its first). */
const openRounds = async (payload: Payload) => {
  const rounds = await resumableRounds(payload)
  if (rounds.length === 0) return { open: 0, lastProgress: 0 }
  const ids = rounds.map(({ mailing }) => String(mailing))
  const [handled, started] = await Promise.all([
    payload.find({
      collection: 'mailing-deliveries',
      where: { and: [{ mailing: { in: ids } }, { status: { not_equals: 'pending' } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
    }),
    payload.find({
      collection: 'mailings',
      where: { id: { in: rounds.map(({ mailing }) => mailing) } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
    }),
  ])
  const lastProgress = Math.max(seconds(handled.docs[0]?.updatedAt), seconds(started.docs[0]?.updatedAt))
  return { open: rounds.length, lastProgress }
}

/**
 * When a backup last succeeded: the newest archive where archives live (a daily one, or one staff made; a safety
 * archive a restore made counts too), or the daily backup's own record, whichever is later.
 */
const lastBackupSeconds = async (payload: Payload) => {
  const [archives, schedule] = await Promise.all([
    allArchives(),
    payload.findGlobal({ slug: 'scheduled-backup', depth: 0, overrideAccess: true }),
  ])
  const newest = Math.max(0, ...archives.map((archive) => seconds(parseArchiveName(archive.name)?.createdAt)))
  return {
    success: Math.max(newest, seconds(schedule.lastSuccessAt)),
    failure: schedule.succeeded === false ? seconds(schedule.lastRunAt) : 0,
  }
}

/** The filesystem that holds DATA_DIR (media, backups, the SQLite file): its free space and size. */
const dataDirSpace = async () => {
  try {
    const stats = await fs.statfs(dataDir())
    return { freeBytes: stats.bavail * stats.bsize, sizeBytes: stats.blocks * stats.bsize }
  } catch {
    return null
  }
}

/**
 * What this server reports to Prometheus at a scrape (src/lib/observability/metrics.mjs): the services it needs,
 * as readiness sees them (and the bucket and the SMTP server when configured), and the cluster's figures read from
 * the database, the same on every server.
 */
export const siteFigures = async (payload: Payload): Promise<SiteFigures> => {
  const now = Date.now()
  const [ready, bucket, smtp, space, cluster] = await Promise.all([
    readiness(payload),
    objectStorage() ? bucketAnswers() : undefined,
    process.env.SMTP_URL ? mailServerAnswers() : undefined,
    dataDirSpace(),
    // Without the database these are unknown, and left out rather than reported as zero.
    Promise.all([waitingJobs(payload, now), openRounds(payload), lastBackupSeconds(payload)]).catch(() => null),
  ])
  const dependencies: Record<string, boolean> = { database: ready.ready || ready.reason !== 'database' }
  if (process.env.REDIS_URL) dependencies.redis = await sharedCacheAnswers()
  if (bucket !== undefined) dependencies.bucket = bucket
  if (smtp !== undefined) dependencies.smtp = smtp
  if (!cluster) return { dependencies, ready: ready.ready, dataDir: space, cluster: null }
  const [jobs, rounds, backup] = cluster
  return {
    dependencies,
    ready: ready.ready,
    dataDir: space,
    cluster: {
      jobsWaiting: jobs.byTask,
      oldestWaitingSeconds: jobs.oldest,
      mailingRoundsOpen: rounds.open,
      mailingLastProgressSeconds: rounds.lastProgress,
      backupLastSuccessSeconds: backup.success,
      backupLastFailureSeconds: backup.failure,
    },
  }
}
