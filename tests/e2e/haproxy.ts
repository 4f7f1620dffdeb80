import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'

/** Debian's HAProxy (`apt-get install haproxy`; .ci/run installs it when missing). */
const HAPROXY = '/usr/sbin/haproxy'
/** The recipe docs/operations.md gives operators, run as it is. */
const CONFIG = path.resolve('docs/haproxy.cfg')

export type Haproxy = {
  /** Everything it logged so far (requests, and each server going down and up). */
  output: () => string
  /** How many times it has logged `server` (of the backend `salong`) coming up. */
  upCount: (server: string) => number
  stop: () => Promise<void>
}

/**
 * HAProxy in the foreground with docs/haproxy.cfg, listening on `listen` in front of two servers on local ports,
 * checking them every `checkInterval`; resolves once it answers through to a server.
 */
export const startHaproxy = async ({
  listen,
  servers: [a, b],
  checkInterval,
}: {
  listen: number
  servers: [number, number]
  checkInterval: string
}): Promise<Haproxy> => {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install haproxy`)
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', CONFIG], {
    env: {
      ...process.env,
      SALONG_LISTEN: `127.0.0.1:${listen}`,
      SALONG_SERVER_A: `127.0.0.1:${a}`,
      SALONG_SERVER_B: `127.0.0.1:${b}`,
      SALONG_CHECK_INTERVAL: checkInterval,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit')
  const deadline = Date.now() + 10_000
  for (;;) {
    const answer = await fetch(`http://127.0.0.1:${listen}/api/health`).catch(() => null)
    if (answer?.ok) break
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`HAProxy did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    output: () => output,
    upCount: (server) => output.split(`Server salong/${server} is UP`).length - 1,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
