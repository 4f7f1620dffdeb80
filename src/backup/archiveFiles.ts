import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'

import { type ArchiveV1, archiveV1Schema } from './archiveFormat'
import { type ArchiveName, parseArchiveName } from './archiveName'
import { archiveTrust, signArchiveText } from './archiveSignature'
import { type ArchiveProblem, type OpenedArchive, readArchiveV2, unpackedLimit } from './archiveStream'
import { createStaging, discardStaging, stagedPath } from './mediaStaging'
import type { ArchiveEntry } from '../lib/contract/backups'
import { backupDir } from '../lib/paths'
import { ensurePrivateDir, writePrivateFile } from '../platform/privateFile'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)

export type { ArchiveProblem, OpenedArchive } from './archiveStream'

const backupFolder = (): string => path.resolve(backupDir())

/** The path of an archive the server wrote; undefined for any other name (so no path can leave the folder). */
export const archivePath = (name: string): string | undefined =>
  parseArchiveName(name) ? path.join(backupFolder(), name) : undefined

/**
 * Writes atomically: `write` fills a temporary file in the same folder, then a rename, so no half-written
 * archive exists. Archives hold personal data: `write` makes the file 0600, in a 0700 folder (src/platform/privateFile.ts).
 */
export const writeAtomically = async (name: string, write: (file: string) => Promise<number>): Promise<number> => {
  const folder = backupFolder()
  await ensurePrivateDir(folder)
  const temporary = path.join(folder, `.${name}.${process.pid}.${Date.now()}.tmp`)
  try {
    const size = await write(temporary)
    await fs.rename(temporary, path.join(folder, name))
    return size
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}

/** A version-1 archive (whole, in memory): what servers wrote before version 2; kept for tests of old archives. */
export const writeArchiveV1 = async (name: string, archive: ArchiveV1): Promise<number> => {
  const data = await gzipAsync(Buffer.from(signArchiveText(JSON.stringify(archive))))
  return writeAtomically(name, async (file) => {
    await writePrivateFile(file, data, 'wx')
    return data.length
  })
}

/** Reads a version-1 archive (it is one JSON text, so it is read whole) and stages its media files. */
const readArchiveV1 = async (file: string): Promise<OpenedArchive | ArchiveProblem> => {
  let json: unknown
  let text: string
  try {
    text = (
      await gunzipAsync(await fs.readFile(file), { maxOutputLength: Math.min(unpackedLimit(), 2 ** 31 - 1) })
    ).toString('utf8')
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
 * media files, without touching any data. The caller discards or swaps in `staging`.
 */
export const openArchive = async (name: string, file: string): Promise<OpenedArchive | ArchiveProblem> =>
  parseArchiveName(name)?.version === 1 ? readArchiveV1(file) : readArchiveV2(file)

/** The archives in the backup folder, newest first. */
export const listArchives = async (): Promise<ArchiveEntry[]> => {
  const names = await fs.readdir(backupFolder()).catch(() => [] as string[])
  const parsed = names.map(parseArchiveName).filter((entry): entry is ArchiveName => Boolean(entry))
  const entries = await Promise.all(
    parsed.map(async (entry) => {
      const stat = await fs.stat(path.join(backupFolder(), entry.name)).catch(() => undefined)
      return stat?.isFile()
        ? ({
            name: entry.name,
            type: entry.type,
            size: stat.size,
            created_at: entry.createdAt,
            safety: entry.safety,
          } satisfies ArchiveEntry)
        : undefined
    }),
  )
  return entries
    .filter((entry): entry is ArchiveEntry => Boolean(entry))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name))
}
