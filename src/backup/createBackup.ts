import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { mediaDir } from '../lib/paths'
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type Archive, type ArchiveDoc } from './archiveFormat'
import { type ArchiveEntry, archivePath, writeArchive } from './archiveFiles'
import { archiveName } from './archiveName'
import { type BackupPart, collectionsOf, includesSettings } from './backupTypes'
import { mediaFileNames } from './mediaFileChecks'

const readMediaFiles = async (names: string[]): Promise<Archive['media_files']> => {
  const files: Archive['media_files'] = []
  for (const name of new Set(names)) {
    const data = await fs.readFile(path.join(path.resolve(mediaDir()), path.basename(name))).catch(() => undefined)
    if (data) files.push({ name: path.basename(name), data: data.toString('base64') })
  }
  return files
}

/** The content of a backup part, read with every language and raw ids (server-side: no access rules). */
export const collectArchive = async (payload: Payload, type: BackupPart, now = new Date()): Promise<Archive> => {
  const collections: Archive['collections'] = {}
  for (const slug of collectionsOf(type)) {
    const { docs } = await payload.find({
      collection: slug,
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      pagination: false,
      sort: 'createdAt',
    })
    collections[slug] = docs as unknown as ArchiveDoc[]
  }
  const settings = includesSettings(type)
    ? ((await payload.findGlobal({
        slug: 'settings',
        locale: 'all',
        fallbackLocale: false,
        depth: 0,
      })) as unknown as Record<string, unknown>)
    : undefined
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    type,
    created_at: now.toISOString(),
    collections,
    globals: settings ? { settings } : {},
    media_files: collections.media ? await readMediaFiles(mediaFileNames(collections.media)) : [],
  }
}

/** Writes a new archive of a part into the backup folder and answers its listing entry. */
export const createBackup = async (
  payload: Payload,
  type: BackupPart,
  options: { safety?: boolean } = {},
): Promise<ArchiveEntry> => {
  let at = new Date()
  // Names carry the time to the millisecond; two backups in one millisecond take the next one.
  while (
    await fs.stat(archivePath(archiveName(type, at, options.safety))!).then(
      () => true,
      () => false,
    )
  ) {
    at = new Date(at.getTime() + 1)
  }
  const name = archiveName(type, at, options.safety)
  const size = await writeArchive(name, await collectArchive(payload, type, at))
  return { name, type, size, created_at: at.toISOString(), safety: Boolean(options.safety) }
}
