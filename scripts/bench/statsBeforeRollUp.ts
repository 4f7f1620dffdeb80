/*
 * The statistics before and after the first roll-up (issue 64, item 4): a fresh SQLite file seeded as
 * scripts/bench/scale.mjs seeds it (scaleDatabase.ts: 20 000 subscribers, 90 days of 2 000 visits and 500 clicks,
 * raw rows only, as a site just upgraded or restored from a backup made before its nightly pass), then the staff's
 * `weekly-stats` and `daily-stats` reads, through the same queries as their routes and with a staff member's
 * rights, before any day is counted and again after the roll-up has counted them. Prints the first read and the
 * median of `BENCH_RUNS` (default 7) of each, with the target < 200 ms; exits 1 when one misses.
 * Run (nothing else on the machine): `npm run bench:stats`.
 *   BENCH_SUBSCRIBERS, BENCH_DAYS   the seed's size (defaults 20000 and 90)
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const dataDir = 'tests/.artifacts/bench-stats-data'
const runs = Number(process.env.BENCH_RUNS || 7)
const TARGET_MS = 200

fs.rmSync(dataDir, { recursive: true, force: true })
fs.mkdirSync(dataDir, { recursive: true })
Object.assign(process.env, {
  DATA_DIR: dataDir,
  DATABASE_URI: `file:./${dataDir}/salong.db`,
  PAYLOAD_SECRET: 'bench-secret-for-the-statistics-0001',
  NODE_ENV: 'production',
  SERVER_URL: 'http://127.0.0.1:3000',
  ADMIN_PASSWORD: 'Bench-Admin-Password-1',
  LOG_LEVEL: 'warn',
})
const seed = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/bench/scaleDatabase.ts',
    process.env.BENCH_SUBSCRIBERS || '20000',
    process.env.BENCH_DAYS || '90',
  ],
  { stdio: 'inherit' },
)
if (seed.status !== 0) throw new Error(`scaleDatabase exited ${seed.status}`)

// Imported once the environment names the seeded file.
const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('../../payload.config')
const { findDailyStats, findWeeklyStats } = await import('../../src/queries/analytics')
const { rollUpClosedDays } = await import('../../src/jobs/rollUpClosedDays')

const payload = await getPayload({ config })
const staff = (await payload.find({ collection: 'users', where: { username: { equals: 'admin' } }, limit: 1 })).docs[0]
const req = await createLocalReq({ user: { ...staff, collection: 'users' } }, payload)
const today = new Date().toISOString().slice(0, 10)
const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10)

const timed = async (read: () => Promise<unknown>) => {
  const started = performance.now()
  await read()
  return performance.now() - started
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

let missed = false
const measure = async (when: string) => {
  for (const [name, read] of [
    ['weekly-stats', () => findWeeklyStats(payload, today, { req })],
    ['daily-stats', () => findDailyStats(payload, yesterday, { req })],
  ] as const) {
    const first = await timed(read)
    const later: number[] = []
    for (let run = 0; run < runs; run++) later.push(await timed(read))
    const typical = median(later)
    const ok = first < TARGET_MS && typical < TARGET_MS
    missed ||= !ok
    console.log(
      `${`${name} ${when}`.padEnd(34)} first ${first.toFixed(0).padStart(4)} ms, median ${typical
        .toFixed(0)
        .padStart(4)} ms   target < ${TARGET_MS} ms   ${ok ? 'ok' : 'MISSED'}`,
    )
  }
}

await measure('before the roll-up')
const rolling = performance.now()
const { days } = await rollUpClosedDays(payload, new Date())
console.log(`› ${days} closed days rolled up in ${((performance.now() - rolling) / 1000).toFixed(1)} s`)
await measure('after it')
process.exit(missed ? 1 : 0)
