import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { parseArchiveName } from './archiveName'
import { mediaTypeOfName } from '../lib/mediaTypes'
import { isMissingObject, type ObjectStorageConfig, s3Client } from '../platform/objectStorage'

type MoveInResult = { copied: string[]; alreadyThere: string[]; failed: { key: string; problem: string }[] }

const sha256Of = async (stream: Readable): Promise<{ sha256: string; size: number }> => {
  const hash = createHash('sha256')
  let size = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk)
    size += chunk.length
  }
  return { sha256: hash.digest('hex'), size }
}

const plainFiles = async (folder: string, keep: (name: string) => boolean): Promise<string[]> => {
  const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => entry.name)
    .sort()
}

/**
 * Moving a running site into object storage: copies every file of its media folder to `media/<name>` and every
 * archive of its backup folder to `<backup prefix>/<name>`, each streamed (a multipart upload), then reads each
 * object back and compares its size and SHA-256 with the file's. An object already there with the same bytes is
 * left as it is, so the copy can be run again (before the switch, and once more after stopping the site). Nothing
 * local is removed: that is for the operator once the site runs from the bucket.
 */
export const moveIntoBucket = async (
  config: ObjectStorageConfig,
  folders: { media: string; backups: string },
  log: (line: string) => void = () => undefined,
): Promise<MoveInResult> => {
  const client = s3Client(config)
  const Bucket = config.bucket
  const result: MoveInResult = { copied: [], alreadyThere: [], failed: [] }
  const objectSum = async (Key: string) => {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }))
    } catch (error) {
      if (isMissingObject(error)) return undefined
      throw error
    }
    return sha256Of((await client.send(new GetObjectCommand({ Bucket, Key }))).Body as Readable)
  }
  const files = [
    ...(await plainFiles(folders.media, (name) => Boolean(mediaTypeOfName(name)))).map((name) => ({
      file: path.join(folders.media, name),
      Key: `${config.mediaPrefix}/${name}`,
      ContentType: mediaTypeOfName(name),
    })),
    ...(await plainFiles(folders.backups, (name) => Boolean(parseArchiveName(name)))).map((name) => ({
      file: path.join(folders.backups, name),
      Key: `${config.backupPrefix}/${name}`,
      ContentType: 'application/gzip',
    })),
  ]
  for (const { file, Key, ContentType } of files) {
    try {
      const local = await sha256Of(createReadStream(file))
      const before = await objectSum(Key)
      if (before?.sha256 === local.sha256 && before.size === local.size) {
        result.alreadyThere.push(Key)
        continue
      }
      await new Upload({ client, params: { Bucket, Key, Body: createReadStream(file), ContentType } }).done()
      const after = await objectSum(Key)
      if (after?.sha256 !== local.sha256 || after.size !== local.size) {
        result.failed.push({ key: Key, problem: 'the object read back differs from the file' })
        log(`✗ ${Key}: the object read back differs from the file`)
        continue
      }
      result.copied.push(Key)
      log(`✓ ${Key} (${local.size} bytes)`)
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error)
      result.failed.push({ key: Key, problem })
      log(`✗ ${Key}: ${problem}`)
    }
  }
  return result
}
