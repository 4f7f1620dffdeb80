import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { mediaDir } from '../lib/paths'

/**
 * A restore never writes into the media folder (which the site serves) until the database part has
 * succeeded: the archive's files are first written into a staging folder beside it (same file system, so
 * swapping in is a rename per file), checked there, and swapped in afterwards, or thrown away.
 */
export type StagedFile = { name: string; path: string; size: number; sha256: string; head: Buffer }
export type Staging = { dir: string; files: StagedFile[] }

export const mediaFolder = (): string => path.resolve(mediaDir())

export const createStaging = async (): Promise<Staging> => {
  const parent = path.dirname(mediaFolder())
  await fs.mkdir(parent, { recursive: true })
  const dir = await fs.mkdtemp(path.join(parent, `.media-restore-${randomBytes(4).toString('hex')}-`))
  return { dir, files: [] }
}

/** Where the next staged file goes: numbered, so a name the archive holds twice cannot overwrite itself. */
export const stagedPath = (staging: Staging): string => path.join(staging.dir, String(staging.files.length))

export const discardStaging = async (staging: Staging | undefined): Promise<void> => {
  if (staging) await fs.rm(staging.dir, { recursive: true, force: true })
}

/**
 * After the database part succeeded: moves every staged file into the media folder (replacing a file of the
 * same name) and removes the files of media items the restore removed.
 */
export const swapInMedia = async (staging: Staging, removed: string[]): Promise<void> => {
  const folder = mediaFolder()
  await fs.mkdir(folder, { recursive: true })
  for (const file of staging.files) await fs.rename(file.path, path.join(folder, file.name))
  const kept = new Set(staging.files.map((file) => file.name))
  for (const name of removed) if (!kept.has(name)) await fs.rm(path.join(folder, path.basename(name)), { force: true })
  await discardStaging(staging)
}
