import fs from 'node:fs'
import fsp from 'node:fs/promises'

/**
 * Files holding personal data or secrets (backups, the mail outbox, the generated secret) are readable by the
 * server's user only: files 0600, their folders 0700. Every writer of such a file goes through here.
 */
const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIR_MODE = 0o700

/** Options for `fs.writeFile`/`fs.createWriteStream`/`fs.open` that create a file as private. */
export const privateFileOptions = { mode: PRIVATE_FILE_MODE } as const

/** Makes the folder (and missing parents) private; an existing folder is narrowed to 0700 too. */
export const ensurePrivateDir = async (dir: string): Promise<void> => {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  await fsp.chmod(dir, PRIVATE_DIR_MODE)
}

export const ensurePrivateDirSync = (dir: string): void => {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  fs.chmodSync(dir, PRIVATE_DIR_MODE)
}

/** `fs.writeFileSync` with the private mode (kept even under a permissive umask: the mode is set again after writing). */
export const writePrivateFileSync = (file: string, data: string | Uint8Array, flag = 'w'): void => {
  fs.writeFileSync(file, data, { ...privateFileOptions, flag })
  fs.chmodSync(file, PRIVATE_FILE_MODE)
}

/** A write stream that creates its file private (umask can only remove bits, never add them to 0600). */
export const createPrivateWriteStream = (file: string): fs.WriteStream => fs.createWriteStream(file, privateFileOptions)
