import { createHash, randomInt } from 'node:crypto'

const COUNT = 10
/** Without 0/o, 1/l/i: read off paper and typed without doubt. 10 characters of 31 is about 50 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

const randomPart = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

/** Ten new recovery codes, e.g. `k7qmz-p3xwd`, shown to the staff member once. */
export const newRecoveryCodes = (): string[] => Array.from({ length: COUNT }, () => `${randomPart(5)}-${randomPart(5)}`)

/** As typed: any case, with or without the dash and spaces. */
const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

/** What is stored: a hash. The codes are random enough that a plain SHA-256 cannot be reversed by guessing. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normalized(code)).digest('hex')

export const looksLikeRecoveryCode = (code: string) => new RegExp(`^[${ALPHABET}]{10}$`).test(normalized(code))
