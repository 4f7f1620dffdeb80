import crypto from 'node:crypto'
import type { CollectionBeforeOperationHook, PayloadRequest, Where } from 'payload'

// Payload's current password hash (pbkdf2-sha256-v1): its check of a known user's password costs the same.
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().trim() : '')

/** The password hashed as if it were checked against a stored one; the result is thrown away. */
export const hashAnyway = (password: string) =>
  new Promise<void>((resolve, reject) =>
    // The default export's pbkdf2, as Payload calls it, so a test can see both.
    crypto.pbkdf2(password, DUMMY_SALT, ITERATIONS, KEY_LENGTH, 'sha256', (error) =>
      error ? reject(error) : resolve(),
    ),
  )

const loginName = (data: Record<string, unknown>) => text(data.username) || text(data.email)

/** The staff member a login's data names, looked up as Payload's login will (username or e-mail, either way). */
export const findLoginUser = async <T extends object>(
  req: PayloadRequest,
  data: Record<string, unknown>,
): Promise<(T & { id: string | number }) | null> => {
  const name = loginName(data)
  if (!name) return null
  const where: Where = { or: [{ username: { equals: name } }, { email: { equals: name } }] }
  return req.payload.db.findOne<T & { id: string | number }>({ collection: 'users', where, req })
}

/**
 * Payload's login computes no hash when the username is unknown, so it answered in a tenth of the time and
 * told which usernames exist. This looks the user up as Payload's login will (username or e-mail, either way
 * round) and, when there is none, hashes the password anyway: both answers then cost one lookup and one hash.
 */
export const hashForUnknownUser: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const password = typeof data.password === 'string' ? data.password : ''
  // Payload refuses these at once, without a lookup, whoever is named.
  if (!loginName(data) || !password.trim()) return args
  const user = await findLoginUser(req, data)
  if (!user) await hashAnyway(password)
  return args
}
