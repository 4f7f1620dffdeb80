import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** s3rver's fixed keys: it checks every request's signature against them. */
const ACCESS_KEY = 'S3RVER'

export type TestS3 = {
  endpoint: string
  bucket: string
  /** The variables that point the app at this bucket (S3_*). */
  env: Record<string, string>
  stop: () => Promise<void>
}

/**
 * A real S3 server for tests: s3rver (file-backed, speaking the S3 protocol over HTTP) in a process of its own, on
 * a free local port, with its own temporary folder and one empty bucket. Production uses a real S3 service.
 */
export const startS3 = async (bucket = 'salong-test'): Promise<TestS3> => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-s3rver-'))
  const bin = path.resolve('node_modules/s3rver/bin/s3rver.js')
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const listening = /listening on [\d.]+:(\d+)/.exec(output)
      if (listening) resolve(Number(listening[1]))
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)))
  })
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill()
        await exited
      }
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** Points this test file's app at the bucket; call before the Payload config is first imported. */
export const useBucket = (s3: TestS3): void => {
  Object.assign(process.env, s3.env)
}

/** Undoes useBucket, so a later test file in the same process starts without a bucket. */
export const leaveBucket = (s3: TestS3): void => {
  for (const name of Object.keys(s3.env)) delete process.env[name]
}
