import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { isMissingObject, type ObjectStorageConfig, objectStorage, s3Client } from './objectStorage'
import { mediaTypeOfName } from '../lib/mediaTypes'
import { mediaDir } from '../lib/paths'

/**
 * Where the media files are: the media folder, or the bucket's media prefix when one is configured. Payload's
 * storage plugin writes and deletes the uploads; these are the reads (the file route, the visitor check, backups)
 * and the writes a restore or the moving-in script make. Names are plain file names; anything else is refused.
 */
type StoredFile = { size: number; modified: Date }
type ByteRange = { start: number; end: number }

type MediaStore = {
  where: 'bucket' | 'folder'
  stat(name: string): Promise<StoredFile | undefined>
  /** The bytes of a file (from `start` to `end` inclusive when given). */
  read(name: string, range?: ByteRange): Promise<Readable>
  /** Writes a file from a file on this machine, replacing one of the same name. */
  putFile(name: string, source: string): Promise<void>
  remove(name: string): Promise<void>
}

const isPlainName = (name: string): boolean =>
  name !== '' && name !== '.' && name !== '..' && !name.includes('/') && !name.includes('\\')

const refuse = (name: string): never => {
  throw new Error(`Not a media file name: ${JSON.stringify(name)}`)
}

const folderStore = (): MediaStore => {
  const root = path.resolve(mediaDir())
  const fileOf = (name: string) => (isPlainName(name) ? path.join(root, name) : refuse(name))
  return {
    where: 'folder',
    stat: async (name) => {
      if (!isPlainName(name)) return undefined
      const stats = await fs.stat(path.join(root, name)).catch(() => undefined)
      return stats?.isFile() ? { size: stats.size, modified: stats.mtime } : undefined
    },
    read: async (name, range) => createReadStream(fileOf(name), range),
    putFile: async (name, source) => {
      await fs.mkdir(root, { recursive: true })
      await fs.copyFile(source, fileOf(name))
    },
    remove: (name) => fs.rm(fileOf(name), { force: true }),
  }
}

/** The media objects' key prefix joined with a name. */
const mediaKey = (config: ObjectStorageConfig, name: string): string =>
  `${config.mediaPrefix}/${isPlainName(name) ? name : refuse(name)}`

const bucketStore = (config: ObjectStorageConfig): MediaStore => {
  const client = s3Client(config)
  const Bucket = config.bucket
  return {
    where: 'bucket',
    stat: async (name) => {
      if (!isPlainName(name)) return undefined
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: mediaKey(config, name) }))
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
      } catch (error) {
        if (isMissingObject(error)) return undefined
        throw error
      }
    },
    read: async (name, range) => {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: mediaKey(config, name),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      )
      return object.Body as Readable
    },
    putFile: async (name, source) => {
      const contentType = mediaTypeOfName(name)
      // Streamed in parts: a film of a few GB never sits in memory.
      await new Upload({
        client,
        params: {
          Bucket,
          Key: mediaKey(config, name),
          Body: createReadStream(source),
          ...(contentType ? { ContentType: contentType } : {}),
        },
      }).done()
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: mediaKey(config, name) }))
    },
  }
}

/** The store of this configuration (read on each call, so a test can switch it before starting Payload). */
export const mediaStore = (): MediaStore => {
  const config = objectStorage()
  return config ? bucketStore(config) : folderStore()
}
