// The bare Next app (scripts/bench/bare-app, create-next-app's defaults): built on its own with the installed `next`,
// then served by `next start`, as its own project would be.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { sleep } from './benchServer.mjs'

const SOURCE_DIR = path.resolve('scripts/bench/bare-app')
/**
 * The staged app's own `next` (its linked copy): Next run from this project's folder would render with React from
 * there while the app's code takes the linked copy's, two Reacts by their paths, and the build fails prerendering
 * `/_global-error` ("reading 'useContext'").
 */
const nextBin = (dir) => path.join(dir, 'node_modules/next/dist/bin/next')

/** The app's own files, relative to its folder. */
const sourceFiles = (dir = SOURCE_DIR) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(full) : [path.relative(SOURCE_DIR, full)]
  })

/**
 * A project of its own, outside this one: inside it, Next takes this project's lockfile folder for the workspace
 * root and builds this project's `src/instrumentation.ts` and `src/proxy.ts` into the bare app. A copy in the
 * system's temporary folder, named by its files and the installed Next, with the installed packages linked in
 * (hard links: no download, no space), built once.
 */
const stagedApp = () => {
  const hash = createHash('sha256')
  for (const file of sourceFiles().sort()) hash.update(file).update(fs.readFileSync(path.join(SOURCE_DIR, file)))
  hash.update(fs.readFileSync('node_modules/next/package.json'))
  const dir = path.join(os.tmpdir(), `salong-bare-app-${hash.digest('hex').slice(0, 12)}`)
  // Written once its build has succeeded: Next writes its BUILD_ID before a build that then fails.
  const built = path.join(dir, '.built')
  if (fs.existsSync(built)) return dir
  fs.rmSync(dir, { recursive: true, force: true })
  fs.cpSync(SOURCE_DIR, dir, { recursive: true })
  const linked = spawnSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')])
  if (linked.status !== 0) fs.cpSync('node_modules', path.join(dir, 'node_modules'), { recursive: true })
  console.log(`› Building the bare Next app (scripts/bench/bare-app) in ${dir}`)
  const build = spawnSync(process.execPath, [nextBin(dir), 'build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (build.status !== 0) throw new Error(`its build failed (exit ${build.status}; scripts/bench/bare-app/README.md)`)
  fs.writeFileSync(built, '')
  return dir
}

/**
 * Builds the bare app if needed and serves it on `port`; `env` is added to the server's environment (NODE_OPTIONS).
 * Stopped when this process exits.
 */
export const startBareApp = ({ port, env = {} }) => {
  const dir = stagedApp()
  const child = spawn(process.execPath, [nextBin(dir), 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const stop = () => child.kill('SIGTERM')
  process.on('exit', stop)
  /** Resolves once its page answers, within `seconds`. */
  const ready = async (seconds = 60) => {
    for (let attempt = 0; attempt < seconds * 4; attempt++) {
      try {
        if ((await fetch(`${base}/`)).ok) return
      } catch {}
      await sleep(250)
    }
    throw new Error('The bare Next app did not start')
  }
  /** Its resident memory in MB (one process: `next start` serves in the process it starts in). */
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  return { base, pid: child.pid, ready, stop, rssMb }
}
