// A server that fits a 512 MB container (issue 64): the production build soaked under mixed load with its memory
// limited as a container limits it, beside the same build unlimited and the bare Next app (scripts/bench/bare-app).
// Run (after a build, nothing else on the machine): `npm run bench:memory`.
//   MEMORY_LIMIT_MB     the container's limit (default 512)
//   MEMORY_SOAK_SECONDS how long the mixed load runs (default 600)
//   MEMORY_HEAP_MB      bound the heap by hand (`--max-old-space-size`) instead of Node's own reading of the limit
//   MEMORY_NODE_OPTIONS more of Node's options for the limited server (e.g. `--max-semi-space-size=16`)
//   MEMORY_RATIO_ROUNDS alternations of the limited and the unlimited server for their req/s (default 4; one
//                       start's req/s differs from the next's by up to a quarter on a small machine)
//   BENCH_PORT          the server's port (default: a free one; the bare app and the metrics take the next two)
// The limit is a cgroup of its own (Linux, root; scripts/bench/memoryLimit.mjs), which Node reads to size its heap,
// as in a container. Where none can be made, the heap is bounded by hand to half the limit, and the resident memory
// is still judged against it. Mixed load: 16 connections cycling through the pages in both languages and the
// anonymous reads, 4 through the staff's lists with a token, an upload every 20 s and a backup every 2 minutes.
// Printed each 30 s: resident memory, heap used, memory outside the heap, requests answered. Targets: resident
// memory ≤ the limit − 32 MB throughout, no process killed for memory and the server still answering, the slope
// after the warm-up (the first third) ≈ 0 (under 2 MB a minute), and, on a short page load alternated between the
// limited and the unlimited server, req/s ≥ 0.9× the unlimited.
import autocannon from 'autocannon'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { startBareApp } from './bareApp.mjs'
import { apiRequest, median, sleep, startServer } from './benchServer.mjs'
import { memoryLimitedGroup } from './memoryLimit.mjs'
import { freePorts } from '../freePorts.mjs'

const limitMb = Number(process.env.MEMORY_LIMIT_MB || 512)
const soakSeconds = Number(process.env.MEMORY_SOAK_SECONDS || 600)
// The server, the bare app and the server's metrics: free ports unless BENCH_PORT names the first.
const [port, barePort, limitedMetrics] = process.env.BENCH_PORT
  ? [0, 1, 2].map((offset) => Number(process.env.BENCH_PORT) + offset)
  : await freePorts(3)
const password = 'Bench-Admin-Password-1'
const HEADROOM_MB = 32
const SLOPE_MAX_MB_PER_MINUTE = 2
const THROUGHPUT_MIN_RATIO = 0.9
const ratioRounds = Number(process.env.MEMORY_RATIO_ROUNDS || 4)
const SAMPLE_MS = 5_000
const dataDir = 'tests/.artifacts/bench-memory-data'

const group = process.env.MEMORY_HEAP_MB ? null : memoryLimitedGroup(`salong-bench-${process.pid}`, limitMb)
const heapMb = process.env.MEMORY_HEAP_MB || (group ? null : String(Math.floor(limitMb / 2)))
/** What Node makes of the limit: the heap it allows a process started in the group. */
const heapLimitInGroup = () => {
  if (!group) return null
  const probe = spawnSync(
    'sh',
    [
      '-c',
      'echo $$ > "$1" && exec "$2" -p "Math.round(require(\'v8\').getHeapStatistics().heap_size_limit / 1048576)"',
      'sh',
      group.procsFile,
      process.execPath,
    ],
    { encoding: 'utf8' },
  )
  return Number(probe.stdout.trim())
}

const serverEnv = (metricsPort) => ({
  E2E_ADMIN_PASSWORD: password,
  RATE_LIMIT_FACTOR: '1000',
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  METRICS_PORT: String(metricsPort),
  SHUTDOWN_DRAIN_SECONDS: '0',
  NODE_OPTIONS:
    [heapMb ? `--max-old-space-size=${heapMb}` : '', process.env.MEMORY_NODE_OPTIONS ?? ''].join(' ').trim() ||
    undefined,
})

/**
 * The server's heap in use and its memory outside the heap that V8 knows of (Buffers, zlib's and SQLite's bindings'
 * external strings), from its own metrics (prom-client's `nodejs_heap_size_used_bytes`, `nodejs_external_memory_bytes`).
 */
const heapAndExternalMb = async (metricsPort) => {
  const mb = (text, name) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    return { heap: mb(text, 'nodejs_heap_size_used_bytes'), external: mb(text, 'nodejs_external_memory_bytes') }
  } catch {
    return { heap: NaN, external: NaN }
  }
}

const login = async (base) => {
  const res = await apiRequest(base, 'POST', '/auth/login', undefined, { username: 'admin', password })
  let body = ''
  for await (const chunk of res) body += chunk
  return JSON.parse(body).data.token
}

const PAGES = [
  { path: '/', headers: { 'accept-language': 'sv-SE,sv', 'accept-encoding': 'br, gzip' } },
  { path: '/en', headers: { 'accept-language': 'en-GB,en', 'accept-encoding': 'br, gzip' } },
]
const ANONYMOUS_READS = ['/api/services?lang=sv', '/api/discounts?lang=en', '/api/gallery?lang=sv', '/api/settings']
const STAFF_LISTS = [
  '/api/newsletter/subscribers',
  '/api/contact/messages',
  '/api/services?active=false',
  '/api/newsletter/stats',
]

/** An upload through the contract (a JPEG of the demo content), as staff add to the gallery. */
const upload = async (base, token, n) => {
  const form = new FormData()
  const image = fs.readFileSync('src/seed/media/gallery-salon.jpg')
  form.set('file', new Blob([image], { type: 'image/jpeg' }), `soak-${n}.jpg`)
  form.set('_payload', JSON.stringify({ title: `Soak ${n}` }))
  const res = await fetch(`${base}/api/gallery`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  return res.status
}

const backup = async (base, token) =>
  (
    await fetch(`${base}/api/backup/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'all' }),
    })
  ).status

/** Least squares slope of `points` ([seconds, MB]) in MB a minute. */
const slopePerMinute = (points) => {
  const n = points.length
  const mx = points.reduce((sum, [x]) => sum + x, 0) / n
  const my = points.reduce((sum, [, y]) => sum + y, 0) / n
  const sxy = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0)
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0)
  return sxx === 0 ? 0 : (sxy / sxx) * 60
}

/** req/s of the pages over `seconds`. */
const pageRps = async (base, seconds) =>
  (
    await autocannon({
      url: base,
      connections: 20,
      duration: seconds,
      requests: PAGES.map(({ path, headers }) => ({ path, headers })),
    })
  ).requests.average

const failed = []
console.log(
  group
    ? `› Limited to ${limitMb} MB by a cgroup (${group.dir}); Node's heap limit there: ${heapLimitInGroup()} MB`
    : `› No cgroup here: the heap bounded by hand, --max-old-space-size=${heapMb}; resident memory judged against ${limitMb} MB`,
)
const limited = startServer({ port, dataDir, env: serverEnv(limitedMetrics), cgroupProcs: group?.procsFile })
await limited.ready(240)
const token = await login(limited.base)

// The soak.
const started = Date.now()
const samples = []
let answered = 0
let errors = 0
const loads = [
  autocannon({
    url: limited.base,
    connections: 16,
    duration: soakSeconds,
    requests: [...PAGES, ...ANONYMOUS_READS.map((path) => ({ path }))],
  }),
  autocannon({
    url: limited.base,
    connections: 4,
    duration: soakSeconds,
    headers: { Authorization: `Bearer ${token}` },
    requests: STAFF_LISTS.map((path) => ({ path })),
  }),
]
for (const load of loads) load.on('response', (_client, status) => (status < 400 ? (answered += 1) : (errors += 1)))
const sideWork = []
let uploads = 0
const uploadTimer = setInterval(() => sideWork.push(upload(limited.base, token, ++uploads)), 20_000)
const backupTimer = setInterval(() => sideWork.push(backup(limited.base, token)), 120_000)
console.log(
  `\n${'s'.padStart(5)} ${'resident MB'.padStart(12)} ${'heap MB'.padStart(8)} ${'external MB'.padStart(12)} ${'answered'.padStart(9)}`,
)
while (Date.now() - started < soakSeconds * 1000) {
  await sleep(SAMPLE_MS)
  const seconds = (Date.now() - started) / 1000
  const sample = { seconds, rss: limited.rssMb(), ...(await heapAndExternalMb(limitedMetrics)) }
  samples.push(sample)
  if (samples.length % (30_000 / SAMPLE_MS) === 0)
    console.log(
      `${seconds.toFixed(0).padStart(5)} ${sample.rss.toFixed(0).padStart(12)} ${sample.heap.toFixed(0).padStart(8)} ${sample.external.toFixed(0).padStart(12)} ${String(answered).padStart(9)}`,
    )
}
clearInterval(uploadTimer)
clearInterval(backupTimer)
await Promise.all(loads)
const sideStatuses = await Promise.all(sideWork)

const peakRss = Math.max(...samples.map((sample) => sample.rss))
const afterWarmUp = samples.filter((sample) => sample.seconds >= soakSeconds / 3)
const rssSlope = slopePerMinute(afterWarmUp.map((sample) => [sample.seconds, sample.rss]))
const heapSlope = slopePerMinute(afterWarmUp.map((sample) => [sample.seconds, sample.heap]))
const externalSlope = slopePerMinute(afterWarmUp.map((sample) => [sample.seconds, sample.external]))
const stillAnswers = (await fetch(`${limited.base}/api/health`).catch(() => null))?.ok === true
const kills = group?.oomKills() ?? 0
const groupPeakMb = group?.peakMb()

// Throughput, limited against unlimited: the same build started alternately on the same data (which goes first
// alternating too), each warmed up, then its pages for 15 s.
await limited.stopped()
const throughput = { limited: [], unlimited: [] }
for (let round = 0; round < ratioRounds; round++) {
  for (const kind of round % 2 === 0 ? ['unlimited', 'limited'] : ['limited', 'unlimited']) {
    const run = startServer({
      port,
      dataDir,
      keepData: true,
      env: { ...serverEnv(limitedMetrics), ...(kind === 'unlimited' ? { NODE_OPTIONS: undefined } : {}) },
      cgroupProcs: kind === 'limited' ? group?.procsFile : undefined,
    })
    await run.ready(240)
    await pageRps(run.base, 5)
    throughput[kind].push(await pageRps(run.base, 15))
    await run.stopped()
  }
}

// The bare Next app under the same page load, for scale.
const bareFigures = async () => {
  const bare = startBareApp({ port: barePort })
  await bare.ready()
  const idle = bare.rssMb()
  let peak = idle
  const timer = setInterval(() => (peak = Math.max(peak, bare.rssMb())), 250)
  await autocannon({ url: bare.base, connections: 20, duration: 30 })
  clearInterval(timer)
  bare.stop()
  return `${idle.toFixed(0)} MB idle, ${peak.toFixed(0)} MB peak under 20 connections`
}
const bareLine = await bareFigures().catch((error) => {
  failed.push(`the bare Next app could not be measured: ${error.message}`)
  return 'not measured'
})
group?.remove()

const ratio = median(throughput.limited) / median(throughput.unlimited)
const ceiling = limitMb - HEADROOM_MB
if (peakRss > ceiling) failed.push(`resident memory peaked at ${peakRss.toFixed(0)} MB > ${ceiling} MB`)
if (kills > 0) failed.push(`${kills} process(es) killed for memory`)
if (!stillAnswers) failed.push('the server no longer answered after the soak')
if (errors > 0) failed.push(`${errors} answer(s) of the load were errors`)
if (sideStatuses.some((status) => status >= 400)) failed.push(`uploads and backups answered ${sideStatuses.join(', ')}`)
if (rssSlope > SLOPE_MAX_MB_PER_MINUTE)
  failed.push(`resident memory grew ${rssSlope.toFixed(1)} MB a minute after the warm-up`)
if (ratio < THROUGHPUT_MIN_RATIO) failed.push(`limited ÷ unlimited req/s ${ratio.toFixed(2)} < ${THROUGHPUT_MIN_RATIO}`)

console.log(
  `\nSoak of ${soakSeconds} s: ${answered} answers, ${errors} errors, ${uploads} uploads, ${sideStatuses.length - uploads} backups`,
)
console.log(
  `Resident memory: peak ${peakRss.toFixed(0)} MB (target ≤ ${ceiling} MB), slope after the warm-up ${rssSlope.toFixed(2)} MB/min; heap used slope ${heapSlope.toFixed(2)} MB/min, outside the heap (external) ${externalSlope.toFixed(2)} MB/min; killed for memory: ${kills}${groupPeakMb === undefined ? '' : ` (the group's own peak, page cache included: ${groupPeakMb.toFixed(0)} MB)`}`,
)
console.log(
  `Pages req/s limited ${median(throughput.limited).toFixed(0)} (${throughput.limited.map((r) => r.toFixed(0)).join(', ')}) ÷ unlimited ${median(throughput.unlimited).toFixed(0)} (${throughput.unlimited.map((r) => r.toFixed(0)).join(', ')}): ${ratio.toFixed(2)}× (target ≥ ${THROUGHPUT_MIN_RATIO}×)`,
)
console.log(`The bare Next app: ${bareLine}`)
console.log(failed.length ? `\nMissed:\n- ${failed.join('\n- ')}` : '\nEvery target met.')
process.exit(failed.length ? 1 : 0)
