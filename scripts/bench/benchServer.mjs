// The harness every bench shares: the production build started as the browser suite starts it
// (scripts/e2e-server.sh), waited for, its memory sampled, its `/api` called, stopped when the bench ends.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A JSON call to the server's `/api` through node:http (fetch gives up on answers slower than 5 minutes; a big restore
 * can be); answers the response, its body still to be read.
 */
export const apiRequest = (base, method, route, token, body) =>
  new Promise((resolve, reject) => {
    const data = body ? JSON.stringify(body) : undefined
    const req = http.request(
      `${base}/api${route}`,
      {
        method,
        headers: {
          ...(data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      resolve,
    )
    req.on('error', reject)
    req.end(data)
  })

/** Every process's parent, from `/proc/<pid>/stat` (the field after the state, past the command's parenthesis). */
const parentsOfAll = () => {
  const parents = new Map()
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {} // the process ended while we looked
  }
  return parents
}

/** `root` and every process below it. */
const treeOf = (root) => {
  const parents = parentsOfAll()
  const tree = new Set([root])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
    }
  }
  return tree
}

/**
 * Starts the server on `port` with a fresh data folder `dataDir` (seeded demo content), or on the folder as it is
 * with `keepData` (a bench that seeded it first). `env` is added to this process's environment; a key set to
 * undefined is left out. With `cgroupProcs` (a cgroup's `cgroup.procs`), the server and everything it starts run in
 * that group from their first instruction (scripts/bench/memoryLimit.mjs). The server is stopped when this process
 * exits, Ctrl+C included.
 */
export const startServer = ({ port, dataDir, env = {}, keepData = false, cgroupProcs }) => {
  const serverEnv = { ...process.env, ...env, PORT: String(port), E2E_DATA_DIR: dataDir }
  if (keepData) serverEnv.E2E_KEEP_DATA = '1'
  for (const [key, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[key]
  // What it prints goes straight into a file beside its data (the kernel writes it): a line per request read through
  // a pipe by this process, which also runs the load, slowed the load and was counted as the server's cost.
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const logFile = `${dataDir.replace(/\/$/, '')}.log`
  const out = fs.openSync(logFile, 'w')
  // Its own process group, so that stopping it stops the whole tree (bash → node).
  const [command, args] = cgroupProcs
    ? ['sh', ['-c', 'echo $$ > "$1" && exec bash scripts/e2e-server.sh', 'sh', cgroupProcs]]
    : ['bash', ['scripts/e2e-server.sh']]
  const child = spawn(command, args, {
    env: serverEnv,
    stdio: ['ignore', out, out],
    detached: true,
  })
  fs.closeSync(out)
  /** What it printed so far (its start and, at most, its last megabytes). */
  const readLog = () => {
    const size = fs.statSync(logFile).size
    const text = fs.readFileSync(logFile, 'utf8')
    return size > 4_000_000 ? `${text.slice(0, 1_000_000)}\n…\n${text.slice(-1_000_000)}` : text
  }
  const base = `http://127.0.0.1:${port}`

  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {} // already stopped
  }
  process.on('exit', stop)
  // A bench that starts many servers in turn keeps one listener for each that still runs, not one for each it started.
  child.once('exit', () => process.off('exit', stop))
  if (process.listenerCount('SIGINT') === 0) process.on('SIGINT', () => process.exit(130))

  /** Resolves once `/api/settings` answers, within `seconds`. */
  const ready = async (seconds = 240) => {
    for (let attempt = 0; attempt < seconds; attempt++) {
      try {
        if ((await fetch(`${base}/api/settings`)).ok) return
      } catch {}
      await sleep(1000)
    }
    throw new Error(`The server did not start:\n${readLog()}`)
  }

  /** The first match of `pattern` in the server's output, waited for up to `seconds`; null if none by then. */
  const logged = async (pattern, seconds) => {
    const until = Date.now() + seconds * 1000
    for (;;) {
      const match = pattern.exec(readLog())
      if (match || Date.now() > until) return match
      await sleep(250)
    }
  }

  // The process tree, looked up again at most once a second: sampling every 25 ms must not read all of /proc.
  let tree = new Set()
  let treeAt = 0
  const processTree = () => {
    if (Date.now() - treeAt >= 1000) {
      tree = treeOf(child.pid)
      treeAt = Date.now()
    }
    return tree
  }

  /** The resident memory of the server's whole process tree, in MB. */
  const rssMb = () => {
    let kb = 0
    for (const pid of processTree()) {
      try {
        kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
      } catch {}
    }
    return kb / 1024
  }

  /** The idle level: the median of 20 samples over two seconds. */
  const idleMb = async () => {
    const samples = []
    for (let i = 0; i < 20; i++) {
      samples.push(rssMb())
      await sleep(100)
    }
    return median(samples)
  }

  /** Runs `task` and answers its result with the server's peak resident memory meanwhile (sampled every 25 ms). */
  const peakDuring = async (task) => {
    let peak = rssMb()
    const timer = setInterval(() => (peak = Math.max(peak, rssMb())), 25)
    try {
      const result = await task()
      return { result, peak: Math.max(peak, rssMb()) }
    } finally {
      clearInterval(timer)
    }
  }

  /** Stops it and resolves once nothing answers on its port any more, so the next server can take the port. */
  const stopped = async () => {
    stop()
    for (let attempt = 0; attempt < 240; attempt++) {
      if (
        !(await fetch(`${base}/api/health`).then(
          () => true,
          () => false,
        ))
      )
        return
      await sleep(250)
    }
    throw new Error(`${base} still answers`)
  }

  return { base, pid: child.pid, ready, logged, stop, stopped, rssMb, idleMb, peakDuring }
}
