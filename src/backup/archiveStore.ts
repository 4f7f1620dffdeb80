import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PassThrough, type Readable, Transform, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import { parseArchiveName } from './archiveName'
import type { ArchiveLocation } from '../lib/contract/backups'
import { backupDir } from '../lib/paths'
import { isMissingObject, type ObjectStorageConfig, objectStorage, s3Client } from '../platform/objectStorage'
import { ensurePrivateDir, privateFileOptions } from '../platform/privateFile'

/**
 * Where backup archives live: the backup folder, and the bucket's backup prefix when a bucket is configured. New
 * archives go to the bucket then; the folder's archives (made before the switch) are still listed, downloaded,
 * restored and deleted. Only names the server writes (archiveName.ts) are ever looked up, so no key or path can
 * leave its place.
 */
export type StoredArchive = { name: string; location: ArchiveLocation; size: number }

type ArchiveStore = {
  location: ArchiveLocation
  list(): Promise<StoredArchive[]>
  find(name: string): Promise<StoredArchive | undefined>
  read(name: string): Promise<Readable>
  /** Writes a new archive: `fill` writes its bytes into the sink; nothing is visible until it succeeded. */
  write(name: string, fill: (sink: Writable) => Promise<void>): Promise<number>
  remove(name: string): Promise<void>
}

const backupFolder = (): string => path.resolve(backupDir())

/** The path of an archive in the backup folder; undefined for any name the server does not write. */
export const archivePath = (name: string): string | undefined =>
  parseArchiveName(name) ? path.join(backupFolder(), name) : undefined

const folderArchives = (): ArchiveStore => {
  const fileOf = (name: string): string => {
    const file = archivePath(name)
    if (!file) throw new Error(`Not a backup name: ${JSON.stringify(name)}`)
    return file
  }
  const find = async (name: string): Promise<StoredArchive | undefined> => {
    const file = archivePath(name)
    const stat = file ? await fs.stat(file).catch(() => undefined) : undefined
    return stat?.isFile() ? { name, location: 'folder', size: stat.size } : undefined
  }
  return {
    location: 'folder',
    find,
    list: async () => {
      const names = await fs.readdir(backupFolder()).catch(() => [] as string[])
      const found = await Promise.all(names.filter((name) => parseArchiveName(name)).map(find))
      return found.filter((entry): entry is StoredArchive => Boolean(entry))
    },
    read: async (name) => createReadStream(fileOf(name)),
    // A temporary file in the same folder, then a rename, so no half-written archive exists. Archives hold
    // personal data: the file is 0600, in a 0700 folder (src/platform/privateFile.ts).
    write: async (name, fill) => {
      const target = fileOf(name)
      await ensurePrivateDir(backupFolder())
      const temporary = path.join(backupFolder(), `.${name}.${process.pid}.${Date.now()}.tmp`)
      try {
        await fill(createWriteStream(temporary, { flags: 'wx', ...privateFileOptions }))
        await fs.rename(temporary, target)
        return (await fs.stat(target)).size
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
    },
    remove: (name) => fs.rm(fileOf(name)),
  }
}

/** Counts the bytes that pass. */
const byteCounter = () => {
  const counted = { bytes: 0 }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, counted }
}

const bucketArchives = (config: ObjectStorageConfig): ArchiveStore => {
  const client = s3Client(config)
  const Bucket = config.bucket
  const prefix = `${config.backupPrefix}/`
  const keyOf = (name: string): string => {
    if (!parseArchiveName(name)) throw new Error(`Not a backup name: ${JSON.stringify(name)}`)
    return `${prefix}${name}`
  }
  return {
    location: 'bucket',
    find: async (name) => {
      if (!parseArchiveName(name)) return undefined
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }))
        return { name, location: 'bucket', size: head.ContentLength ?? 0 }
      } catch (error) {
        if (isMissingObject(error)) return undefined
        throw error
      }
    },
    list: async () => {
      const found: StoredArchive[] = []
      let token: string | undefined
      do {
        const page: ListObjectsV2CommandOutput = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? ''
          if (parseArchiveName(name)) found.push({ name, location: 'bucket', size: object.Size ?? 0 })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return found
    },
    read: async (name) => (await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }))).Body as Readable,
    // A multipart upload (parts of 5 MB, a few at a time) fed as the archive is written, so memory stays flat;
    // the object exists only once the upload completes, and a failed one is aborted.
    write: async (name, fill) => {
      const { stream, counted } = byteCounter()
      const body = new PassThrough()
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(name), Body: body, ContentType: 'application/gzip' },
        queueSize: 2,
      })
      try {
        // All three at once: an upload that fails stops taking the body, and must end the writing too.
        await Promise.all([fill(stream), pipeline(stream, body), upload.done()])
        return counted.bytes
      } catch (error) {
        await upload.abort().catch(() => undefined)
        stream.destroy()
        body.destroy()
        throw error
      }
    },
    remove: async (name) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }))
    },
  }
}

/** The places archives are, the one new archives go to first. */
const archiveStores = (): ArchiveStore[] => {
  const config = objectStorage()
  return config ? [bucketArchives(config), folderArchives()] : [folderArchives()]
}

/** Where new archives are written: the bucket when one is configured, else the backup folder. */
export const newArchiveStore = (): ArchiveStore => archiveStores()[0]!

/** Whether archives are kept in a bucket (then each archive's listing says where it lives). */
export const archivesInBucket = (): boolean => newArchiveStore().location === 'bucket'

/** An archive by name, in the first place holding it; undefined when none does. */
export const findArchive = async (name: string): Promise<StoredArchive | undefined> => {
  for (const store of archiveStores()) {
    const found = await store.find(name)
    if (found) return found
  }
  return undefined
}

const storeAt = (location: ArchiveLocation): ArchiveStore =>
  archiveStores().find((store) => store.location === location) ?? folderArchives()

export const readArchive = (archive: StoredArchive): Promise<Readable> => storeAt(archive.location).read(archive.name)
export const removeArchive = (archive: StoredArchive): Promise<void> => storeAt(archive.location).remove(archive.name)

/** Every archive of every place; a name in both (copied into the bucket) is listed once, the bucket's. */
export const allArchives = async (): Promise<StoredArchive[]> => {
  const seen = new Set<string>()
  const all: StoredArchive[] = []
  for (const store of archiveStores()) {
    for (const archive of await store.list()) {
      if (!seen.has(archive.name)) all.push(archive)
      seen.add(archive.name)
    }
  }
  return all
}
