import { createPrivateKey } from 'node:crypto'

/** The DKIM settings: the signing domain, the selector, and the key as given (a PEM, or a file's path). */
export type DkimSettings = { domainName: string; keySelector: string; key: string }

type Env = Record<string, string | undefined>

const NAMES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const

/** A PEM given in the setting itself (its newlines may be written `\n`, as one-line settings need); else null. */
export const inlinePem = (key: string): string | null => (key.includes('-----BEGIN') ? key.replace(/\\n/g, '\n') : null)

/**
 * The DKIM settings' problems, named for the operator: all three or none, and a PEM given inline that reads as a
 * private key (a file's path is read when the mail transport is made: src/platform/emailAdapter.ts).
 */
export const dkimProblems = (env: Env = process.env): string[] => {
  const set = NAMES.filter((name) => env[name])
  if (set.length === 0) return []
  if (set.length < NAMES.length)
    return [`DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together (only ${set.join(', ')} is set).`]
  const pem = inlinePem(env.DKIM_PRIVATE_KEY!)
  if (!pem) return []
  try {
    createPrivateKey(pem)
    return []
  } catch {
    return ['DKIM_PRIVATE_KEY holds a PEM that is not a private key (or give the path of a file holding one).']
  }
}

/** The settings when all three are given and sound (startupChecks.ts refuses a half or broken set); else none. */
export const dkimSettings = (env: Env = process.env): DkimSettings | undefined =>
  env.DKIM_DOMAIN && dkimProblems(env).length === 0
    ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR!, key: env.DKIM_PRIVATE_KEY! }
    : undefined
