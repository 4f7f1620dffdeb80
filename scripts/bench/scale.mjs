// A real customer base (issue 31): a production build seeded as a busy salon, with 20 000 confirmed subscribers
// and 90 days of 2 000 visits and 500 booking clicks a day, measured against its own idle server in the same run.
// Run (after a build, under the heavy lock): `node scripts/bench/scale.mjs`.
//   BENCH_SUBSCRIBERS   confirmed subscribers (default 20000)
//   BENCH_DAYS          days of visits and clicks before today (default 90)
//   BENCH_RUNS          runs per read, judged on their median (default 5)
//   BENCH_PORT          the server's port (default: a free one)
// Targets: the send's answer < 1 s, ≥ 100 mails/s to a local SMTP server with no rate limit, < 200 MB resident
// above idle while sending, everyone mailed exactly once; the subscribers' first page and a search < 300 ms, the
// CSV export < 100 MB above idle; weekly-stats and daily-stats < 200 ms, their first answers too: the seed leaves
// raw rows only (a site just upgraded, or restored from a backup made before its nightly pass), and the server,
// started on it, has counted the closed days (its start's catch-up) before the staff's first look.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { apiRequest, median, startServer } from './benchServer.mjs'
import { freePort } from '../freePorts.mjs'

const subscribers = Number(process.env.BENCH_SUBSCRIBERS || 20_000)
const days = Number(process.env.BENCH_DAYS || 90)
const runs = Number(process.env.BENCH_RUNS || 5)
// A free port unless BENCH_PORT names one: never a server of the run before, still stopping.
const port = Number(process.env.BENCH_PORT) || (await freePort())
const base = `http://127.0.0.1:${port}`
const dataDir = 'tests/.artifacts/bench-scale-data'
const password = 'Bench-Admin-Password-1'
const DAY_MS = 86_400_000

// ---------------------------------------------------------------------------------------------------------
// The SMTP server: smtp-server in a process of its own (not counted in the site's memory), accepting every
// message and counting each recipient.
const smtpSink = `
  import { SMTPServer } from 'smtp-server'
  const seen = new Map()
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false, closeTimeout: 100,
    onData(stream, session, done) {
      stream.on('data', () => {})
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) seen.set(address, (seen.get(address) ?? 0) + 1)
        done()
      })
    },
  })
  server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }))
  process.on('message', () => {
    let total = 0
    let twice = 0
    for (const count of seen.values()) { total += count; if (count > 1) twice += 1 }
    process.send({ total, distinct: seen.size, twice })
  })
`
const smtp = spawn(process.execPath, ['--input-type=module', '-e', smtpSink], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
const smtpPort = await new Promise((resolve) => smtp.once('message', (message) => resolve(message.port)))
const smtpReport = () =>
  new Promise((resolve) => {
    smtp.once('message', resolve)
    smtp.send('report')
  })
process.on('exit', () => smtp.kill())

/** A call to the server; answers the status, the body's text and the milliseconds until its last byte. */
const request = async (method, route, token, body) => {
  const started = performance.now()
  const response = await apiRequest(base, method, route, token, body)
  const chunks = []
  for await (const chunk of response) chunks.push(chunk)
  return { status: response.statusCode, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }
}
/** The same, refused answers thrown. */
const answered = async (method, route, token, body) => {
  const answer = await request(method, route, token, body)
  if (answer.status >= 400) throw new Error(`${method} ${route}: ${answer.status} ${answer.text}`)
  return answer
}
const call = async (method, route, token, body) => JSON.parse((await answered(method, route, token, body)).text).data
/** The time of a read's first call. */
const firstTime = async (route, token) => (await answered('GET', route, token)).ms
/** The median time of `runs` calls of a read (after one to warm it up). */
const timed = async (route, token) => {
  await call('GET', route, token)
  const times = []
  for (let run = 0; run < runs; run++) times.push((await request('GET', route, token)).ms)
  return median(times)
}

// ---------------------------------------------------------------------------------------------------------
// The seed: a process of its own on a fresh SQLite file before the server starts (scaleDatabase.ts), writing in
// bulk through Payload's own tables (the contract would take hours). It leaves raw rows only, no daily counts: a
// site just upgraded, or restored from a backup made before its nightly pass.
const seed = () =>
  new Promise((resolve, reject) => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.mkdirSync(dataDir, { recursive: true })
    // The folder, secret, address and staff password the server is then started with (scripts/e2e-server.sh).
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URI: `file:./${dataDir}/salong.db`,
      PAYLOAD_SECRET: 'e2e-secret-for-the-browser-suite-0001',
      NODE_ENV: 'production',
      SERVER_URL: base,
      ADMIN_PASSWORD: password,
    }
    const args = ['--import', 'tsx', 'scripts/bench/scaleDatabase.ts', String(subscribers), String(days)]
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`scaleDatabase exited ${code}`))))
  })

/** The start's catch-up of closed days (src/jobs/catchUpClosedDays.ts) says so in the server's log when done. */
const CAUGHT_UP = /Statistics: (\d+) closed days counted in (\d+) ms/
// Far longer than it takes (15 s for 90 days here): a start without it must not wait long to be told so.
const CATCH_UP_SECONDS = 60 + days

// ---------------------------------------------------------------------------------------------------------
const main = async () => {
  console.log(`› ${subscribers} confirmed subscribers, ${days} days of 2000 visits and 500 clicks`)
  const seeded = performance.now()
  await seed()
  console.log(`› Seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`)
  const server = startServer({
    port,
    dataDir,
    keepData: true,
    env: {
      E2E_ADMIN_PASSWORD: password,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_FACTOR: '1000',
      SMTP_MAX_PER_SECOND: undefined,
    },
  })
  await server.ready()
  const caughtUp = await server.logged(CAUGHT_UP, CATCH_UP_SECONDS)
  const { token } = await call('POST', '/auth/login', undefined, { username: 'admin', password })
  const today = new Date().toISOString().slice(0, 10)
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)
  const weeklyRoute = `/simple-analytics/weekly-stats?date=${today}`
  const dailyRoute = `/simple-analytics/daily-stats?date=${yesterday}`
  const results = []
  const report = (name, value, unit, target, ok) => {
    results.push(ok)
    console.log(`${name.padEnd(44)} ${value.padStart(8)} ${unit.padEnd(6)} (target ${target})${ok ? '' : '  ✗'}`)
  }

  // What the staff get first after the start: each read's first answer, then the median of later ones.
  const weeklyFirst = await firstTime(weeklyRoute, token)
  const dailyFirst = await firstTime(dailyRoute, token)
  const weekly = await timed(weeklyRoute, token)
  const daily = await timed(dailyRoute, token)
  const firstPage = await timed('/newsletter/subscribers?page=1&limit=50', token)
  const search = await timed('/newsletter/subscribers?page=1&limit=50&search=%C3%B6lund', token)

  const idle = await server.idleMb()
  const csv = await server.peakDuring(() => request('GET', '/newsletter/subscribers/export?lang=sv', token))
  const csvRows = csv.result.text.split('\r\n').length - 1
  const listed = (await call('GET', '/newsletter/stats', token)).total

  const reachable = (await call('GET', '/notifications/stats/overview', token)).reachable_subscribers
  const mailing = await call('POST', '/notifications', token, { subject_sv: 'Bänk', body_sv: 'Hej!\n\nVälkommen.' })
  const sendIdle = await server.idleMb()
  let answerMs = 0
  let sendMs = 0
  const send = await server.peakDuring(async () => {
    const started = performance.now()
    const answer = await request('POST', `/notifications/${mailing.id}/send`, token, {})
    if (answer.status !== 200) throw new Error(`send: ${answer.status} ${answer.text}`)
    answerMs = answer.ms
    for (;;) {
      const progress = await call('GET', `/notifications/${mailing.id}/progress`, token)
      if (progress.state === 'done') {
        sendMs = performance.now() - started
        return progress
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })
  const received = await smtpReport()

  console.log(
    `\nIdle server: ${idle.toFixed(0)} MB resident (median of samples); before the send ${sendIdle.toFixed(0)} MB`,
  )
  report('send: answer', answerMs.toFixed(0), 'ms', '< 1000', answerMs < 1000)
  const rate = send.result.sent / (sendMs / 1000)
  report(
    `send: ${send.result.sent} mails in ${(sendMs / 1000).toFixed(1)} s`,
    rate.toFixed(0),
    'mail/s',
    '≥ 100',
    rate >= 100,
  )
  report('send: peak above idle', (send.peak - sendIdle).toFixed(0), 'MB', '< 200', send.peak - sendIdle < 200)
  const once = received.distinct === reachable && received.twice === 0 && send.result.failed === 0
  report(
    `send: ${received.distinct} of ${reachable} mailed, ${received.twice} twice`,
    String(received.total),
    'mails',
    'each once',
    once,
  )
  report('subscribers: first page', firstPage.toFixed(0), 'ms', '< 300', firstPage < 300)
  report('subscribers: search', search.toFixed(0), 'ms', '< 300', search < 300)
  report(`CSV export: ${csvRows} of ${listed} rows`, csv.result.ms.toFixed(0), 'ms', '—', csvRows === listed)
  report('CSV export: peak above idle', (csv.peak - idle).toFixed(0), 'MB', '< 100', csv.peak - idle < 100)
  report(
    `start: ${caughtUp?.[1] ?? 'no'} closed days counted`,
    caughtUp?.[2] ?? '—',
    'ms',
    `logged within ${CATCH_UP_SECONDS} s`,
    Boolean(caughtUp),
  )
  report('weekly-stats: first after the start', weeklyFirst.toFixed(0), 'ms', '< 200', weeklyFirst < 200)
  report('daily-stats: first after the start', dailyFirst.toFixed(0), 'ms', '< 200', dailyFirst < 200)
  report('weekly-stats', weekly.toFixed(0), 'ms', '< 200', weekly < 200)
  report('daily-stats', daily.toFixed(0), 'ms', '< 200', daily < 200)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(results.every(Boolean) ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
