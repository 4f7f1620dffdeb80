import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'

import { backupDir } from '../lib/paths'
import { ensurePrivateDir, writePrivateFile } from '../lib/privateFile'
import { type Archive, archiveSchema } from './archiveFormat'
import { type ArchiveName, parseArchiveName } from './archiveName'
import { type ArchiveTrust, archiveTrust, signArchiveText } from './archiveSignature'
import type { BackupPart } from './backupTypes'

const gzipAsync = promisify(gzip)
const gunzipAsync = promisify(gunzip)

export const backupFolder = (): string => path.resolve(backupDir())

/** The path of an archive the server wrote; undefined for any other name (so no path can leave the folder). */
export const archivePath = (name: string): string | undefined =>
  parseArchiveName(name) ? path.join(backupFolder(), name) : undefined

/**
 * Writes atomically: a temporary file in the same folder, then a rename, so no half-written archive exists. Archives
 * hold personal data: the file is 0600 in a 0700 folder (src/lib/privateFile.ts).
 */
export const writeArchive = async (name: string, archive: Archive): Promise<number> => {
  const folder = backupFolder()
  await ensurePrivateDir(folder)
  const data = await gzipAsync(Buffer.from(signArchiveText(JSON.stringify(archive))))
  const temporary = path.join(folder, `.${name}.${process.pid}.${Date.now()}.tmp`)
  try {
    await writePrivateFile(temporary, data, 'wx')
    await fs.rename(temporary, path.join(folder, name))
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
  return data.length
}

export type ArchiveProblem = { problem: string }

export type ReadArchive = { archive: Archive; trust: ArchiveTrust }

/** Reads and checks an archive (gzip, JSON, format, version, shape and signature) without touching any data. */
export const readArchive = async (file: string): Promise<ReadArchive | ArchiveProblem> => {
  let json: unknown
  let text: string
  try {
    text = (await gunzipAsync(await fs.readFile(file))).toString('utf8')
    json = JSON.parse(text)
  } catch {
    return { problem: 'The backup file is damaged: it is not a gzip-compressed JSON archive.' }
  }
  const parsed = archiveSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      problem: `The backup file is not a valid Salong backup (${issue?.path.join('.') || 'archive'}: ${issue?.message}).`,
    }
  }
  return { archive: parsed.data, trust: archiveTrust(text) }
}

export type ArchiveEntry = { name: string; type: BackupPart; size: number; created_at: string; safety: boolean }

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
