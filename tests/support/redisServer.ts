import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './freePorts'

export type RedisServer = { url: string; port: number; stop: () => Promise<void> }

/**
 * Debian's `redis-server` on a free local port (or on `port`, to bring one back where it was), in a folder of its
 * own, keeping nothing on disk.
 */
export const startRedis = async (port?: number): Promise<RedisServer> => {
  port ??= await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-redis-'))
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no']
  const child: ChildProcess = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 10 s')), 10_000)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)))
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true })
          resolve()
        }
        if (child.exitCode !== null) return done()
        child.once('exit', done)
        child.kill('SIGTERM')
      }),
  }
}
