import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const INFO = 'salong second-factor secret'

/** A key of its own for these secrets, derived from the server's secret: tokens and backups never share it. */
const keyFrom = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, '', INFO, 32))

/** Seals a second-factor secret for the database (AES-256-GCM): a copy of the database alone cannot read it. */
export const sealSecret = (plain: string, serverSecret: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join('.')
}

/** The plain secret, or null for anything not sealed with this server's secret (a tampered or foreign value). */
export const openSecret = (sealed: string, serverSecret: string): string | null => {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
