import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { PRIVATE_DIR_MODE, writePrivateFileSync } from './privateFile'
import { dataDir } from '../lib/paths'

/**
 * PAYLOAD_SECRET signs every staff token. When none is given, one is generated once and kept under data/,
 * so tokens survive a restart and no fixed default secret ever exists.
 */
export const payloadSecret = (): string => {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const file = path.resolve(dataDir(), 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    // A new data folder is private; an existing one keeps its mode (it also holds the public media).
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE })
    writePrivateFileSync(file, secret, 'wx')
    return secret
  }
}
