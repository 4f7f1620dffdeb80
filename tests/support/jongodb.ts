import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

import { freePort } from './freePorts'

const binary = path.resolve('node_modules/@jongodb/memory-server-bin-linux-x64-gnu/bin/jongodb')

export type MongoServer = { uri: string; stop: () => Promise<void> }

/**
 * Starts a standalone jongodb (MongoDB wire server) on a free port, or on `port` to bring one back where it was;
 * its replica-set mode loses writes.
 */
export const startJongodb = async (port?: number): Promise<MongoServer> => {
  port ??= await freePort()
  const child: ChildProcess = spawn(binary, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'] })
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('jongodb did not start within 20 s')), 20_000)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/JONGODB_URI=(\S+)/)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.once('exit', (code) => reject(new Error(`jongodb exited with ${code}: ${output}`)))
  })
  return {
    uri: uri.replace(/\/[^/]*$/, ''),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
