import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../lib/secret'

/**
 * Archives are signed with an HMAC of the server's secret, so a restore can tell its own archives from a file
 * someone copied into BACKUP_DIR. The signature covers the archive's JSON text exactly as written and sits at
 * its end (`…,"signature":"<hex>"}`), so checking it needs no re-serialisation.
 */
export type ArchiveTrust = 'signed' | 'unsigned' | 'foreign'

const SIGNATURE_TAIL = /,"signature":"([0-9a-f]{64})"\}$/

const hmac = (text: string): Buffer =>
  createHmac('sha256', payloadSecret()).update('salong-backup\n').update(text).digest()

/** The archive's JSON text with its signature appended. */
export const signArchiveText = (text: string): string =>
  `${text.slice(0, -1)},"signature":"${hmac(text).toString('hex')}"}`

/** Whether this server signed the text: signed, unsigned (no signature) or foreign (another secret, or changed). */
export const archiveTrust = (text: string): ArchiveTrust => {
  const match = text.match(SIGNATURE_TAIL)
  if (!match) return 'unsigned'
  const unsigned = `${text.slice(0, match.index)}}`
  return timingSafeEqual(hmac(unsigned), Buffer.from(match[1], 'hex')) ? 'signed' : 'foreign'
}
