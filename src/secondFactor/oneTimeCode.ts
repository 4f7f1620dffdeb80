import { Secret, TOTP } from 'otpauth'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, label, issuer })

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for typing into an app. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** The `otpauth://` address an app reads from the QR code. */
export const otpauthUrl = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString()

const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code)

/**
 * The time step a code belongs to when it is the current one or one step either side (a phone's clock drifts),
 * else null. The step is what makes a code usable once: the caller claims it.
 */
export const totpStepOf = (secret: string, code: string, now = Date.now()): number | null => {
  if (!looksLikeTotpCode(code)) return null
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
}
