/**
 * The Prometheus metrics of one server (prom-client), scraped on a port of their own (server/metricsListener.mjs)
 * when METRICS_PORT is set, and not counted at all when it is not. One set for the process, shared across Next's
 * bundles through a `Symbol.for` slot: the server counts requests, the site (inside Next) counts logins, mail,
 * limits and jobs through `recordMetric`. Names follow Prometheus' conventions (base units, `_total` counters) and
 * every label has a bounded set of values. The numbers that belong to the cluster (jobs waiting, the last backup,
 * open mailing rounds) are read from the database when Prometheus scrapes, at most once every few seconds, through
 * the reader the site registers (`readSiteFigures`): nothing on a request's way waits for them.
 */
import v8 from 'node:v8'
import client from 'prom-client'

const SLOT = Symbol.for('salong.metrics')

/** Seconds; a page from the cache answers in a few milliseconds, a backup download in many seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** Cluster figures are read at most this often, however often anyone scrapes. */
const FIGURES_MAX_AGE_MS = 5_000

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * What the site reports at a scrape.
 * @typedef {{
 *   jobsWaiting: Record<string, number>,
 *   oldestWaitingSeconds: number,
 *   mailingRoundsOpen: number,
 *   mailingLastProgressSeconds: number,
 *   backupLastSuccessSeconds: number,
 *   backupLastFailureSeconds: number,
 * }} ClusterFigures
 * @typedef {{
 *   dependencies: Record<string, boolean>,
 *   ready: boolean,
 *   dataDir: { freeBytes: number, sizeBytes: number } | null,
 *   cluster: ClusterFigures | null,
 * }} SiteFigures
 */

/** The limit a container's cgroup sets (Node reads it), 0 without one. */
const containerLimit = () => {
  const limit = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : 0
  // Unconstrained, some kernels report the largest number a cgroup can hold.
  return limit > 0 && limit < 2 ** 60 ? limit : 0
}

const make = () => {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  /** @type {{ read?: () => Promise<SiteFigures>, last?: { at: number, figures: Promise<SiteFigures | null> } }} */
  const reader = {}
  const figures = () => {
    if (!reader.read) return Promise.resolve(null)
    if (!reader.last || Date.now() - reader.last.at > FIGURES_MAX_AGE_MS) {
      reader.last = { at: Date.now(), figures: reader.read().catch(() => null) }
    }
    return reader.last.figures
  }
  /** A gauge set from the site's figures at each scrape (left empty when they could not be read). */
  const fromFigures = (name, help, labelNames, set) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        const read = await figures()
        this.reset()
        if (read) set(this, read)
      },
    })

  /**
   * A cluster figure read from the database, left out when it could not be read.
   * @param {string} name @param {string} help @param {Exclude<keyof ClusterFigures, 'jobsWaiting'>} field
   */
  const clusterGauge = (name, help, field) =>
    fromFigures(name, help, [], (gauge, read) => read.cluster && gauge.set(read.cluster[field]))

  return {
    registry,
    reader,
    requestDuration: new client.Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    }),
    pageCache: new client.Counter({
      name: 'salong_page_cache_requests_total',
      help: "Pages answered from Next's cache (hit), rendered for it (miss) or served while refreshed (stale).",
      labelNames: ['result'],
      registers,
    }),
    jobFailures: new client.Counter({
      name: 'salong_job_failures_total',
      help: 'Jobs of the queue that failed on this server, by task.',
      labelNames: ['task'],
      registers,
    }),
    mailSent: new client.Counter({
      name: 'salong_mail_sent_total',
      help: 'Mails handed over: to the SMTP server, or to the outbox folder without one.',
      registers,
    }),
    mailFailed: new client.Counter({
      name: 'salong_mail_failed_total',
      help: 'Mails the SMTP server refused or that could not be handed to it.',
      registers,
    }),
    mailBounces: new client.Counter({
      name: 'salong_mail_bounces_total',
      help: 'Bounces heard (at sending or from the sending service), by kind: hard (suppresses at once) or soft.',
      labelNames: ['kind'],
      registers,
    }),
    mailComplaints: new client.Counter({
      name: 'salong_mail_complaints_total',
      help: 'Spam complaints heard from the sending service or a feedback loop.',
      registers,
    }),
    staffLogins: new client.Counter({
      name: 'salong_staff_logins_total',
      help: 'Staff sign-ins by outcome: success, failure, locked (throttled), second_factor_required.',
      labelNames: ['outcome'],
      registers,
    }),
    rateLimited: new client.Counter({
      name: 'salong_rate_limited_total',
      help: 'Requests refused by a rate limit, by limit.',
      labelNames: ['limit'],
      registers,
    }),
    heapLimit: new client.Gauge({
      name: 'salong_heap_limit_bytes',
      help: "V8's heap size limit (--max-old-space-size, or Node's default for the machine or container).",
      registers,
      collect() {
        this.set(v8.getHeapStatistics().heap_size_limit)
      },
    }),
    memoryLimit: new client.Gauge({
      name: 'salong_memory_limit_bytes',
      help: "The container's memory limit as Node reads it; 0 without one.",
      registers,
      collect() {
        this.set(containerLimit())
      },
    }),
    dependencyUp: fromFigures(
      'salong_dependency_up',
      'Whether a service the server needs answers (1) or not (0), as readiness sees it.',
      ['dependency'],
      (gauge, read) => {
        for (const [dependency, up] of Object.entries(read.dependencies)) gauge.set({ dependency }, up ? 1 : 0)
      },
    ),
    ready: fromFigures('salong_ready', 'Whether GET /api/ready answers 200 (1) or 503 (0).', [], (gauge, read) =>
      gauge.set(read.ready ? 1 : 0),
    ),
    jobsWaiting: fromFigures(
      'salong_jobs_waiting',
      'Jobs of the queue that are due and not yet taken, by task (the whole cluster).',
      ['task'],
      (gauge, read) => {
        for (const [task, count] of Object.entries(read.cluster?.jobsWaiting ?? {})) gauge.set({ task }, count)
      },
    ),
    oldestWaiting: clusterGauge(
      'salong_jobs_oldest_waiting_seconds',
      'How long the longest-waiting due job has waited; 0 when none waits (the whole cluster).',
      'oldestWaitingSeconds',
    ),
    mailingRoundsOpen: clusterGauge(
      'salong_mailing_rounds_open',
      'Mailing rounds being sent now (the whole cluster).',
      'mailingRoundsOpen',
    ),
    mailingLastProgress: clusterGauge(
      'salong_mailing_last_progress_timestamp_seconds',
      'When an open mailing round last handled a recipient (Unix time); 0 when no round is open.',
      'mailingLastProgressSeconds',
    ),
    backupLastSuccess: clusterGauge(
      'salong_backup_last_success_timestamp_seconds',
      'When the last backup succeeded (Unix time); 0 when none has.',
      'backupLastSuccessSeconds',
    ),
    backupLastFailure: clusterGauge(
      'salong_backup_last_failure_timestamp_seconds',
      'When the last backup failed (Unix time); 0 when none has.',
      'backupLastFailureSeconds',
    ),
    dataDirFree: fromFigures(
      'salong_data_dir_free_bytes',
      'Free space on the filesystem holding DATA_DIR (media, backups, the SQLite file).',
      [],
      (gauge, read) => read.dataDir && gauge.set(read.dataDir.freeBytes),
    ),
    dataDirSize: fromFigures(
      'salong_data_dir_size_bytes',
      'Size of the filesystem holding DATA_DIR.',
      [],
      (gauge, read) => read.dataDir && gauge.set(read.dataDir.sizeBytes),
    ),
  }
}

/** @typedef {ReturnType<typeof make>} SiteMetrics */

/** Turns counting on for this process (the server, when METRICS_PORT is set); the set of metrics. */
export const startMetrics = () => /** @type {SiteMetrics} */ (globalThis[SLOT] ??= make())

/**
 * Counts something when metrics are on; nothing when they are off.
 * @param {(metrics: SiteMetrics) => void} record
 */
export const recordMetric = (record) => {
  const metrics = globalThis[SLOT]
  if (metrics) record(metrics)
}

/**
 * Registers how the site reads its figures at a scrape (src/platform/siteFigures.ts).
 * @param {() => Promise<SiteFigures>} read
 */
export const readSiteFigures = (read) => recordMetric((metrics) => (metrics.reader.read = read))

/** A method as a label: one of HTTP's, or `other`. */
export const methodLabel = (/** @type {string | undefined} */ method) =>
  method && METHODS.has(method) ? method : 'other'
