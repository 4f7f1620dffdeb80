import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { mediaDir } from '../lib/paths'
import { mediaStore } from '../platform/mediaStore'

/**
 * A restore never writes into the media folder or the bucket (which the site serves) until the database part has
 * succeeded: the archive's files are first written into a staging folder beside the media folder (same file system,
 * so swapping in is a rename per file), checked there, and swapped in afterwards, or thrown away.
 */
export type StagedFile = { name: string; path: string; size: number; sha256: string; head: Buffer }
export type Staging = { dir: string; files: StagedFile[] }

const mediaFolder = (): string => path.resolve(mediaDir())

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
 * After the database part succeeded: moves every staged file to where media live (replacing a file of the same
 * name) and removes the files of media items the restore removed. Into the media folder a file is a rename; into
 * the bucket each is streamed up (a multipart upload), then the staging folder is removed.
 */
export const swapInMedia = async (staging: Staging, removed: string[]): Promise<void> => {
  const store = mediaStore()
  const kept = new Set(staging.files.map((file) => file.name))
  if (store.where === 'folder') {
    const folder = mediaFolder()
    await fs.mkdir(folder, { recursive: true })
    for (const file of staging.files) await fs.rename(file.path, path.join(folder, file.name))
  } else {
    for (const file of staging.files) await store.putFile(file.name, file.path)
  }
  for (const name of removed) if (!kept.has(name)) await store.remove(path.basename(name))
  await discardStaging(staging)
}
