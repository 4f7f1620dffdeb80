import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startS3, type TestS3 } from '../support/s3'

/*
 * Issue 30, moving in: the script copies a site's media folder and backup archives into the bucket, checks each
 * object read back, leaves what is already there, skips files that are neither, and says so in its exit code.
 */
let s3: TestS3
let client: S3Client
const data = path.join(process.env.DATA_DIR!, 'moving-in')
const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/move-into-bucket.ts'], {
    env: { ...process.env, DATA_DIR: data, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout + error.stderr,
    }),
  )

const object = async (key: string) => {
  const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
  return Buffer.from(await answer.Body!.transformToByteArray())
}

const film = Buffer.concat([Buffer.from('00000018667479706973736f6d000002', 'hex'), Buffer.alloc(6 * 1024 * 1024, 7)])
const photo = fs.readFileSync(path.resolve('src/seed/media/gallery-nails.jpg'))
const archive = 'salong-all-2026-01-01T00-00-00-000Z.tar.gz'

beforeAll(async () => {
  s3 = await startS3()
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! },
  })
  fs.mkdirSync(path.join(data, 'media'), { recursive: true })
  fs.mkdirSync(path.join(data, 'backups'), { recursive: true })
  fs.writeFileSync(path.join(data, 'media', 'nails.jpg'), photo)
  fs.writeFileSync(path.join(data, 'media', 'film.mp4'), film)
  fs.writeFileSync(path.join(data, 'media', 'notes.txt'), 'not media')
  fs.writeFileSync(path.join(data, 'backups', archive), Buffer.from('archive bytes'))
})

afterAll(async () => {
  client?.destroy()
  await s3?.stop()
})

describe('moving into the bucket', () => {
  it('refuses to run without a bucket', async () => {
    const result = await run({ S3_BUCKET: '' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('S3_BUCKET')
  })

  it('copies every media file and archive and checks each, and a second run finds them there', async () => {
    // One is already in the bucket with other bytes: it is replaced.
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'media/nails.jpg', Body: 'stale' }))
    const first = await run(s3.env)
    expect(first.code, first.stdout).toBe(0)
    expect(first.stdout).toContain('3 copied, 0 already there, 0 failed.')
    expect((await object('media/nails.jpg')).equals(photo)).toBe(true)
    expect((await object('media/film.mp4')).equals(film)).toBe(true)
    expect((await object(`backups/${archive}`)).toString()).toBe('archive bytes')
    await expect(object('media/notes.txt')).rejects.toThrow()

    const second = await run({ ...s3.env, S3_BACKUP_PREFIX: 'backups' })
    expect(second.stdout).toContain('0 copied, 3 already there, 0 failed.')
  })

  it('fails, naming the file, when the bucket does not take it', async () => {
    const result = await run({ ...s3.env, S3_BUCKET: 'no-such-bucket' })
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('0 copied, 0 already there, 3 failed.')
    expect(result.stdout).toContain('✗ media/film.mp4')
  })
})
