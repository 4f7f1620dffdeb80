import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A copy of the production build in a folder of its own, so a test can start `npm start`'s server on it (which
 * clears its content cache at start) without touching the browser suite's running server. The build's cache folder
 * is left out; the sources Next and Payload read at start are linked.
 */
export const privateBuild = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-build-'))
  fs.mkdirSync(path.join(dir, '.next'))
  for (const entry of fs.readdirSync(path.join(root, '.next'))) {
    if (entry !== 'cache') execFileSync('cp', ['-a', path.join(root, '.next', entry), path.join(dir, '.next')])
  }
  // What `scripts/init.ts` reads besides (the configuration and the model), for the deploy steps as documented.
  const sources = ['collections', 'endpoints', 'payload.config.ts', 'scripts']
  for (const entry of [
    'node_modules',
    'public',
    'server',
    'src',
    'package.json',
    'next.config.ts',
    'tsconfig.json',
    ...sources,
  ]) {
    fs.symlinkSync(path.join(root, entry), path.join(dir, entry))
  }
  return dir
}

export type ServerRun = {
  /** Everything the process printed so far. */
  output: () => string
  /** What it printed on its standard output alone. */
  stdout: () => string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  stop: () => Promise<void>
  /** Ends the process at once (SIGKILL), as when its machine goes down; resolves once it has ended. */
  crash: () => Promise<void>
}

/**
 * `node server/index.mjs` in `dir`, as `npm start` runs it, with only the given environment besides PATH and HOME;
 * with `openFiles`, under that limit of open files (`ulimit -n`, as a service manager or a host sets it).
 */
export const startServer = (
  dir: string,
  env: Record<string, string>,
  args: string[] = [],
  { openFiles }: { openFiles?: number } = {},
): ServerRun => {
  const node = [process.execPath, 'server/index.mjs', ...args]
  const [command, ...rest] = openFiles ? ['bash', '-c', `ulimit -n ${openFiles} && exec "$@"`, 'bash', ...node] : node
  return observed(spawn(command, rest, { cwd: dir, env: { ...baseEnv(), NODE_ENV: 'production', ...env }, stdio }))
}

/**
 * A shell command line in `dir`, as an operator types it (`npx tsx scripts/init.ts && npm start`), with only the
 * given environment besides PATH and HOME (no NODE_ENV unless given) and no terminal: standard input is closed.
 * Its stop and crash reach every process the line started (its process group).
 */
export const runCommandLine = (dir: string, line: string, env: Record<string, string>): ServerRun => {
  // Without NODE_ENV on purpose, which Next's types declare as always set.
  const withoutNodeEnv = { ...baseEnv(), ...env } as unknown as NodeJS.ProcessEnv
  const child = spawn('bash', ['-c', line], { cwd: dir, env: withoutNodeEnv, stdio, detached: true })
  return observed(child, { group: true })
}

const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe']
const baseEnv = () => ({ PATH: process.env.PATH, HOME: process.env.HOME })

const observed = (child: ChildProcess, { group = false } = {}): ServerRun => {
  let output = ''
  let stdout = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    stdout += chunk.toString()
  })
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      if (group) process.kill(-child.pid!, name)
      else child.kill(name)
    }
    await exited
  }
  return {
    output: () => output,
    stdout: () => stdout,
    exited,
    stop: () => signal('SIGTERM'),
    crash: () => signal('SIGKILL'),
  }
}

/** Waits until the server on `port` has started and answers `path` with a success, or fails with what it printed. */
const answering = async (run: ServerRun, port: number, path: string, limitMs: number): Promise<void> => {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (run.output().includes(`Ready on port ${port}`)) {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => null)
      if (answer?.ok) return
    }
    const ended = await Promise.race([run.exited.then(() => true), new Promise((r) => setTimeout(r, 250, false))])
    if (ended) throw new Error(`The server ended before it answered ${path}:\n${run.output()}`)
  }
  throw new Error(`The server did not answer ${path} within ${limitMs} ms:\n${run.output()}`)
}

/** Waits until the server says it is ready on `port`, or fails with what it printed. */
export const ready = (run: ServerRun, port: number, limitMs = 120_000): Promise<void> =>
  answering(run, port, '/api/ready', limitMs)

/** Waits until the server serves its page, which it does before it reports ready (its connections still opening). */
export const servesPages = (run: ServerRun, port: number, limitMs = 120_000): Promise<void> =>
  answering(run, port, '/', limitMs)
