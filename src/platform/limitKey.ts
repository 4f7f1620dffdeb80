import { createHash } from 'node:crypto'

/**
 * The stored key of a limit counter: its kind and a digest of what it counts (an address, a username, or both),
 * so a key is always short whatever a client sends, and the table holds no usernames or addresses in clear.
 */
export const limitKey = (kind: string, ...parts: string[]): string =>
  `${kind}:${createHash('sha256').update(parts.join('\n')).digest('base64url')}`
