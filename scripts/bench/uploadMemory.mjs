// Peak memory while anonymous multipart bodies are refused (issue 28, finding 1): a stranger sends BENCH_BODY_MB
// (default 300) of multipart/form-data to routes that take uploads and to routes that do not, with and without a
// Content-Length, against the production build. Printed as the server's resident memory above its idle level (the
// baseline, measured in the same run). Target: < 150 MB above idle for each. Before the fix, a 400 MB body to
// PATCH /api/users/1 took the server from 429 MB to 2.0 GB.
// Run (after a build, under the heavy lock): `node scripts/bench/uploadMemory.mjs`.
//   BENCH_BODY_MB   size of each body (default 300)
//   BENCH_RUNS      runs per route and form, judged on their median (default 3)
//   BENCH_PORT      the server's port (default 3401)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

const MIB = 1024 * 1024
const bodyMb = Number(process.env.BENCH_BODY_MB || 300)
const runs = Number(process.env.BENCH_RUNS || 3)
const port = Number(process.env.BENCH_PORT || 3401)
const base = `http://127.0.0.1:${port}`
const TARGET_MB = 150
const dataDir = 'tests/.artifacts/bench-upload-data'
const BOUNDARY = '----salong-bench-boundary'
/** After the answer, a stranger may go on sending: the server must not keep what it does not read. */
const SEND_AFTER_ANSWER_MS = 3000

/**
 * The routes: the one of the report, the upload routes (contract and REST), a visitor's JSON route, and a path that is
 * no page (answered by the proxy, which Next hands a copy of the body).
 */
const ROUTES = [
  ['PATCH', '/api/users/1'],
  ['POST', '/api/media'],
  ['POST', '/api/gallery'],
  ['POST', '/api/contact/submit'],
  ['POST', '/zz-no-page'],
]

// ---------------------------------------------------------------------------------------------------------
// The server and its memory: the resident set of its whole process tree, sampled every 25 ms.
const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let serverLog = ''
server.stdout.on('data', (chunk) => (serverLog += chunk))
server.stderr.on('data', (chunk) => (serverLog += chunk))
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stopServer)
process.on('SIGINT', () => process.exit(130))

/** The server's process tree (bash → node), looked up again once a second. */
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

/** Runs `task` and answers its result with the peak resident memory of the server meanwhile. */
const peakDuring = async (task) => {
  let peak = treeRssMb()
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb())), 25)
  try {
    const result = await task()
    return { result, peak: Math.max(peak, treeRssMb()) }
  } finally {
    clearInterval(timer)
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const idleMb = async () => {
  const samples = []
  for (let i = 0; i < 20; i++) {
    samples.push(treeRssMb())
    await sleep(100)
  }
  return median(samples)
}

const waitForServer = async () => {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/settings`)).ok) return
    } catch {}
    await sleep(1000)
  }
  throw new Error(`The server did not start:\n${serverLog}`)
}

// ---------------------------------------------------------------------------------------------------------
/**
 * Sends one anonymous multipart body of `bodyMb` (a `_payload` field, then one file of random bytes), with or without
 * a Content-Length, through node:http. It goes on sending for a while after the answer (or until the server stops
 * taking bytes), as a stranger would, then gives up. Answers the status and how much was sent before and in all.
 */
const sendBody = (method, route, declared) =>
  new Promise((resolve, reject) => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":"bench"}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    )
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
    const total = bodyMb * MIB
    const block = Buffer.alloc(MIB, 0x61)
    let status
    let sentAtAnswer
    let sent = 0
    let settled = false
    const req = http.request(`${base}${route}`, {
      method,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declared ? { 'Content-Length': String(total) } : {}),
      },
    })
    const finish = () => {
      if (settled) return
      settled = true
      req.destroy()
      resolve({ status, sentAtAnswerMb: (sentAtAnswer ?? sent) / MIB, sentMb: sent / MIB })
    }
    req.on('response', (response) => {
      status = response.statusCode
      sentAtAnswer = sent
      response.resume()
      setTimeout(finish, SEND_AFTER_ANSWER_MS)
    })
    // A server that stops reading may close the connection: the body was refused, the answer may be lost.
    req.on('error', (error) => (status === undefined && sent === 0 ? reject(error) : finish()))
    const write = async () => {
      if (!req.write(head)) await Promise.race([new Promise((r) => req.once('drain', r)), sleep(5000)])
      sent += head.length
      while (!settled && sent + MIB + tail.length <= total) {
        const drained = req.write(block)
        sent += MIB
        // The server takes no more bytes: a stranger's send stalls here, and nothing more reaches the server.
        if (!drained && !(await Promise.race([new Promise((r) => req.once('drain', () => r(true))), sleep(5000)])))
          break
      }
      if (!settled && status === undefined) {
        const rest = total - sent - tail.length
        if (rest > 0) req.write(block.subarray(0, rest))
        req.end(tail)
        sent = total
      }
      // No answer within a minute of the last byte: recorded as none.
      setTimeout(finish, status === undefined ? 60_000 : SEND_AFTER_ANSWER_MS)
    }
    write().catch(finish)
  })

// ---------------------------------------------------------------------------------------------------------
const main = async () => {
  console.log(`› Anonymous multipart bodies of ${bodyMb} MB; ${runs} runs per route and form`)
  await waitForServer()
  // Warm up every route once (first calls load modules).
  for (const [method, route] of ROUTES) await fetch(`${base}${route}`, { method, body: '{}' }).catch(() => {})
  const baseline = await idleMb()
  const results = []
  for (const [method, route] of ROUTES) {
    for (const declared of [true, false]) {
      const above = []
      const answers = []
      for (let run = 1; run <= runs; run++) {
        const idle = await idleMb()
        const { result, peak } = await peakDuring(() => sendBody(method, route, declared))
        above.push(peak - idle)
        answers.push(result)
      }
      const form = declared ? 'Content-Length' : 'chunked'
      const value = median(above)
      const refused = answers.every(
        (answer) => answer.status === undefined || (answer.status >= 400 && answer.status < 500),
      )
      results.push({ ok: value < TARGET_MB && refused })
      const last = answers.at(-1)
      console.log(
        `${method.padEnd(5)} ${route.padEnd(20)} ${form.padEnd(14)} answer ${String(last.status ?? 'none').padEnd(4)} ` +
          `after ${last.sentAtAnswerMb.toFixed(1).padStart(6)} MB sent (${last.sentMb.toFixed(0).padStart(3)} MB in all); ` +
          `peak above idle ${value.toFixed(0).padStart(4)} MB (median of ${runs}; target < ${TARGET_MB})`,
      )
    }
  }
  console.log(`\nBaseline (idle server, median of samples): ${baseline.toFixed(0)} MB resident`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(results.every((result) => result.ok) ? 0 : 1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
