// Peak memory while anonymous multipart bodies are refused (issue 28, finding 1): a stranger sends BENCH_BODY_MB
// (default 300) of multipart/form-data to routes that take uploads and to routes that do not, with and without a
// Content-Length, against the production build. Printed as the server's resident memory above its idle level (the
// baseline, measured in the same run). Target: < 150 MB above idle for each. Before the fix, a 400 MB body to
// PATCH /api/users/1 took the server from 429 MB to 2.0 GB.
// Run (after a build, under the heavy lock): `node scripts/bench/uploadMemory.mjs`.
//   BENCH_BODY_MB   size of each body (default 300)
//   BENCH_RUNS      runs per route and form, judged on their median (default 3)
//   BENCH_PORT      the server's port (default: a free one)
import fs from 'node:fs'
import http from 'node:http'

import { median, sleep, startServer } from './benchServer.mjs'
import { freePort } from '../freePorts.mjs'

const MIB = 1024 * 1024
const bodyMb = Number(process.env.BENCH_BODY_MB || 300)
const runs = Number(process.env.BENCH_RUNS || 3)
// A free port unless BENCH_PORT names one: never a server of the run before, still stopping.
const port = Number(process.env.BENCH_PORT) || (await freePort())
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
// The server and its memory: the resident set of its whole process tree (bash → node).
const server = startServer({ port, dataDir })
const { base, idleMb, peakDuring } = server

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
  await server.ready()
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
