import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../platform/secret'

/**
 * Archives are signed with an HMAC of the server's secret, so a restore can tell its own archives from a file
 * someone copied into BACKUP_DIR.
 * - Version 1: the signature covers the archive's JSON text exactly as written and sits at its end
 *   (`…,"signature":"<hex>"}`), so checking it needs no re-serialisation.
 * - Version 2: the signature (the tar's last entry, `signature`) covers the `archive.json` entry's bytes, which
 *   list every media entry's size and SHA-256; the reader hashes each media entry as it streams by, so the
 *   signature covers the whole archive without ever holding it.
 */
export type ArchiveTrust = 'signed' | 'unsigned' | 'foreign'

const SIGNATURE_TAIL = /,"signature":"([0-9a-f]{64})"\}$/

const hmac = (label: string, text: string | Buffer): Buffer =>
  createHmac('sha256', payloadSecret()).update(label).update(text).digest()
const V1 = 'salong-backup\n'
const V2 = 'salong-backup-v2\n'

const same = (expected: Buffer, hex: string): boolean => {
  const given = Buffer.from(hex, 'hex')
  return given.length === expected.length && timingSafeEqual(expected, given)
}

/** The archive's JSON text with its signature appended. */
export const signArchiveText = (text: string): string =>
  `${text.slice(0, -1)},"signature":"${hmac(V1, text).toString('hex')}"}`

/** Whether this server signed the text: signed, unsigned (no signature) or foreign (another secret, or changed). */
export const archiveTrust = (text: string): ArchiveTrust => {
  const match = text.match(SIGNATURE_TAIL)
  if (!match) return 'unsigned'
  const unsigned = `${text.slice(0, match.index)}}`
  return same(hmac(V1, unsigned), match[1]) ? 'signed' : 'foreign'
}

/** The hex signature of a version-2 manifest (`archive.json`'s bytes). */
export const signManifest = (manifest: Buffer): string => hmac(V2, manifest).toString('hex')

/** The trust of a version-2 manifest and its `signature` entry (undefined when the archive has none). */
export const manifestTrust = (manifest: Buffer, signature: string | undefined): ArchiveTrust =>
  signature === undefined
    ? 'unsigned'
    : /^[0-9a-f]{64}$/.test(signature.trim()) && same(hmac(V2, manifest), signature.trim())
      ? 'signed'
      : 'foreign'
