import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'

import { type ArchiveV1, archiveV1Schema } from './archiveFormat'
import { parseArchiveName } from './archiveName'
import { archiveTrust, signArchiveText } from './archiveSignature'
import { allArchives, archivesInBucket, newArchiveStore, readArchive, type StoredArchive } from './archiveStore'
import { type ArchiveProblem, type OpenedArchive, readArchiveV2, unpackedLimit } from './archiveStream'
import { createStaging, discardStaging, stagedPath } from './mediaStaging'
import type { ListedArchive } from '../lib/contract/backups'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)

export type { ArchiveProblem, OpenedArchive } from './archiveStream'
export { archivePath } from './archiveStore'

/** A version-1 archive (whole, in memory): what servers wrote before version 2; kept for tests of old archives. */
export const writeArchiveV1 = async (name: string, archive: ArchiveV1): Promise<number> => {
  const data = await gzipAsync(Buffer.from(signArchiveText(JSON.stringify(archive))))
  return newArchiveStore().write(name, (sink) => pipeline(Readable.from([data]), sink))
}

/** The whole of a stream, or undefined past `limit` bytes. */
const readWhole = async (source: Readable, limit: number): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      source.destroy()
      return undefined
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Reads a version-1 archive (it is one JSON text, so it is read whole) and stages its media files. */
const readArchiveV1 = async (source: Readable): Promise<OpenedArchive | ArchiveProblem> => {
  let json: unknown
  let text: string
  const limit = Math.min(unpackedLimit(), 2 ** 31 - 1)
  const packed = await readWhole(source, limit)
  if (!packed) return { problem: 'The backup unpacks to more than BACKUP_MAX_UNPACKED_MB allows.' }
  try {
    text = (await gunzipAsync(packed, { maxOutputLength: limit })).toString('utf8')
    json = JSON.parse(text)
  } catch {
    return { problem: 'The backup file is damaged: it is not a gzip-compressed JSON archive.' }
  }
  const parsed = archiveV1Schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      problem: `The backup file is not a valid Salong backup (${issue?.path.join('.') || 'archive'}: ${issue?.message}).`,
    }
  }
  const { version: _version, signature: _signature, media_files, ...documents } = parsed.data
  const staging = await createStaging()
  try {
    for (const { name, data } of media_files) {
      const bytes = Buffer.from(data, 'base64')
      const target = stagedPath(staging)
      await fs.writeFile(target, bytes, { flag: 'wx' })
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      staging.files.push({ name, path: target, size: bytes.length, sha256, head: bytes.subarray(0, 64) })
    }
  } catch (error) {
    await discardStaging(staging)
    throw error
  }
  return {
    archive: { ...documents, media_files: media_files.map(({ name }) => ({ name })) },
    trust: archiveTrust(text),
    staging,
  }
}

/**
 * Reads and checks an archive of either version (gzip, format, version, shape and signature) and stages its
 * media files, without touching any data. The caller discards or swaps in `staging`. The archive is a file of the
 * backup folder (its path) or one found by archiveStore.ts.
 */
export const openArchive = async (
  name: string,
  from: string | StoredArchive,
): Promise<OpenedArchive | ArchiveProblem> => {
  const open = () => (typeof from === 'string' ? Promise.resolve(createReadStream(from)) : readArchive(from))
  return parseArchiveName(name)?.version === 1 ? readArchiveV1(await open()) : readArchiveV2(open)
}

/**
 * The archives, newest first. Where a bucket is configured each says where it lives (`location`: the bucket, or
 * the backup folder for those made before the switch); without one every archive is in the folder and the
 * listing is as it always was.
 */
export const listArchives = async (): Promise<ListedArchive[]> => {
  const located = archivesInBucket()
  const entries = (await allArchives()).flatMap(({ name, location, size }) => {
    const parsed = parseArchiveName(name)
    return parsed
      ? [
          {
            name,
            type: parsed.type,
            size,
            created_at: parsed.createdAt,
            safety: parsed.safety,
            ...(located ? { location } : {}),
          } satisfies ListedArchive,
        ]
      : []
  })
  return entries.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name))
}
