import { createHmac, randomBytes } from 'node:crypto'
import { isIP } from 'node:net'

/**
 * A stand-in visitor id for a visit that came without the browser's random one. It is an HMAC of the address
 * with a random salt that lives only in this process's memory and is replaced when the day changes, so no stored
 * id can be turned back into an address (not even by someone with the database, the code and the server's
 * secret): yesterday's salt no longer exists. Several servers share the day's salt in Redis
 * (src/platform/sharedDailySalt.ts), never in the database; a single server keeps its own, so after a restart the
 * same address may count as a second visitor that day.
 */
let salt: { day: string; key: Buffer } | null = null

const saltOf = (day: string): Buffer => {
  if (salt?.day !== day) salt = { day, key: randomBytes(32) }
  return salt.key
}

export const visitorPseudonym = (address: string, day: string, sharedSalt?: Buffer): string =>
  createHmac('sha256', sharedSalt ?? saltOf(day))
    .update(address)
    .digest('hex')
    .slice(0, 16)

/**
 * The id to store: the browser's own random id as sent, except that an IP address sent in the contract's
 * `ip_address` field (its name invites it) is never kept as such.
 */
export const storedVisitorId = (sent: string | undefined, address: string, day: string, sharedSalt?: Buffer): string =>
  sent && !isIP(sent) ? sent : visitorPseudonym(sent ?? address, day, sharedSalt)
