// A real customer base (issue 31): a production build seeded as a busy salon, with 20 000 confirmed subscribers
// and 90 days of 2 000 visits and 500 booking clicks a day, measured against its own idle server in the same run.
// Run (after a build, under the heavy lock): `node scripts/bench/scale.mjs`.
//   BENCH_SUBSCRIBERS   confirmed subscribers (default 20000)
//   BENCH_DAYS          days of visits and clicks before today (default 90)
//   BENCH_RUNS          runs per read, judged on their median (default 5)
//   BENCH_PORT          the server's port (default 3420)
// Targets: the send's answer < 1 s, ≥ 100 mails/s to a local SMTP server with no rate limit, < 200 MB resident
// above idle while sending, everyone mailed exactly once; the subscribers' first page and a search < 300 ms, the
// CSV export < 100 MB above idle; weekly-stats and daily-stats < 200 ms (after the nightly roll-up).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

const subscribers = Number(process.env.BENCH_SUBSCRIBERS || 20_000)
const days = Number(process.env.BENCH_DAYS || 90)
const runs = Number(process.env.BENCH_RUNS || 5)
const port = Number(process.env.BENCH_PORT || 3420)
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

// ---------------------------------------------------------------------------------------------------------
// The server and its memory: the resident set of its whole process tree, sampled every 25 ms.
const serverEnv = {
  ...process.env,
  PORT: String(port),
  E2E_DATA_DIR: dataDir,
  E2E_ADMIN_PASSWORD: password,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  RATE_LIMIT_FACTOR: '1000',
}
delete serverEnv.SMTP_MAX_PER_SECOND
const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let serverLog = ''
server.stdout.on('data', (chunk) => (serverLog += chunk))
server.stderr.on('data', (chunk) => (serverLog += chunk))
process.on('exit', () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
  smtp.kill()
})
process.on('SIGINT', () => process.exit(130))

let tree = new Set()
let treeAt = 0
const serverTree = () => {
  if (Date.now() - treeAt < 1000) return tree
  const parents = new Map()
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {}
  }
  tree = new Set([server.pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  treeAt = Date.now()
  return tree
}
const treeRssMb = () => {
  let kb = 0
  for (const pid of serverTree()) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    } catch {}
  }
  return kb / 1024
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const idleMb = async () => {
  const samples = []
  for (let i = 0; i < 20; i++) {
    samples.push(treeRssMb())
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return median(samples)
}
/** Runs `task` and answers its result with the server's peak resident memory meanwhile. */
const peakDuring = async (task) => {
  let peak = treeRssMb()
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb())), 25)
  try {
    return { result: await task(), peak: Math.max(peak, treeRssMb()) }
  } finally {
    clearInterval(timer)
  }
}

const waitForServer = async () => {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/settings`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`The server did not start:\n${serverLog}`)
}

/** A call through node:http; answers the status, the body's text and the milliseconds until its last byte. */
const request = (method, route, token, body) =>
  new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined
    const started = performance.now()
    const req = http.request(
      `${base}/api${route}`,
      {
        method,
        headers: {
          ...(data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      async (response) => {
        const chunks = []
        for await (const chunk of response) chunks.push(chunk)
        resolve({
          status: response.statusCode,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        })
      },
    )
    req.on('error', reject)
    req.end(data)
  })
const call = async (method, route, token, body) => {
  const answer = await request(method, route, token, body)
  if (answer.status >= 400) throw new Error(`${method} ${route}: ${answer.status} ${answer.text}`)
  return JSON.parse(answer.text).data
}
/** The median time of `runs` calls of a read (after one to warm it up). */
const timed = async (route, token) => {
  await call('GET', route, token)
  const times = []
  for (let run = 0; run < runs; run++) times.push((await request('GET', route, token)).ms)
  return median(times)
}

// ---------------------------------------------------------------------------------------------------------
// The seed and the nightly roll-up: a second process on the server's SQLite file (scaleDatabase.ts), writing in
// bulk through Payload's own tables (the contract would take hours).
const database = (...args) =>
  new Promise((resolve, reject) => {
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URI: `file:./${dataDir}/salong.db`,
      PAYLOAD_SECRET: 'e2e-secret-for-the-browser-suite-0001',
      NODE_ENV: 'production',
      SERVER_URL: base,
      SEED_DEMO: 'false',
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/scaleDatabase.ts', ...args], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`scaleDatabase ${args[0]} exited ${code}`)),
    )
  })

// ---------------------------------------------------------------------------------------------------------
const main = async () => {
  console.log(`› ${subscribers} confirmed subscribers, ${days} days of 2000 visits and 500 clicks`)
  await waitForServer()
  const { token } = await call('POST', '/auth/login', undefined, { username: 'admin', password })
  const seeded = performance.now()
  await database('seed', String(subscribers), String(days))
  console.log(`› Seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`)
  const today = new Date().toISOString().slice(0, 10)
  const yesterday = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10)
  const results = []
  const report = (name, value, unit, target, ok) => {
    results.push(ok)
    console.log(`${name.padEnd(44)} ${value.padStart(8)} ${unit.padEnd(6)} (target ${target})${ok ? '' : '  ✗'}`)
  }

  const weeklyRaw = await timed(`/simple-analytics/weekly-stats?date=${today}`, token)
  const dailyRaw = await timed(`/simple-analytics/daily-stats?date=${yesterday}`, token)
  await database('roll-up')
  const weekly = await timed(`/simple-analytics/weekly-stats?date=${today}`, token)
  const daily = await timed(`/simple-analytics/daily-stats?date=${yesterday}`, token)
  const firstPage = await timed('/newsletter/subscribers?page=1&limit=50', token)
  const search = await timed('/newsletter/subscribers?page=1&limit=50&search=%C3%B6lund', token)

  const idle = await idleMb()
  const csv = await peakDuring(() => request('GET', '/newsletter/subscribers/export?lang=sv', token))
  const csvRows = csv.result.text.split('\r\n').length - 1
  const listed = (await call('GET', '/newsletter/stats', token)).total

  const reachable = (await call('GET', '/notifications/stats/overview', token)).reachable_subscribers
  const mailing = await call('POST', '/notifications', token, { subject_sv: 'Bänk', body_sv: 'Hej!\n\nVälkommen.' })
  const sendIdle = await idleMb()
  let answerMs = 0
  let sendMs = 0
  const send = await peakDuring(async () => {
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
  report('weekly-stats (before the roll-up)', weeklyRaw.toFixed(0), 'ms', '—', true)
  report('daily-stats (before the roll-up)', dailyRaw.toFixed(0), 'ms', '—', true)
  report('weekly-stats', weekly.toFixed(0), 'ms', '< 200', weekly < 200)
  report('daily-stats', daily.toFixed(0), 'ms', '< 200', daily < 200)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(results.every(Boolean) ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
