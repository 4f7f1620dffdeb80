import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { isStrongPassword } from '../lib/schemas/changePassword'

/** A random password that meets the password rule (letters and digits). */
const generatedPassword = (): string => {
  for (;;) {
    const candidate = randomBytes(12).toString('base64url')
    if (isStrongPassword(candidate)) return candidate
  }
}

/**
 * The first staff user is `admin`, the salon's owner. Its password is ADMIN_PASSWORD, or a generated one printed once on the
 * console: a fixed default password never exists.
 */
export const ensureAdminUser = async (
  payload: Payload,
  { password: given }: { password?: string } = { password: process.env.ADMIN_PASSWORD },
): Promise<void> => {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const password = given || generatedPassword()
  await payload.create({
    collection: 'users',
    data: { username: 'admin', name: 'Admin', role: 'owner', password },
  })
  if (!given) {
    const line = '═'.repeat(64)
    console.log(
      `\n${line}\n  Staff login created — shown only this once, keep it safe:\n` +
        `    username: admin\n    password: ${password}\n` +
        `  Log in at /admin, or in the page with Ctrl+Alt+A.\n${line}\n`,
    )
  } else {
    payload.logger.info('Staff login created: username "admin" with the password from ADMIN_PASSWORD')
  }
}
