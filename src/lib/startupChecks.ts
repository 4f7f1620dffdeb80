import { backupScheduleProblems } from './backupSchedule'
import { dkimProblems } from './dkimConfig'
import { objectStorageProblems } from './objectStorageConfig'
import { isStrongPassword, WEAK_PASSWORD } from './schemas/changePassword'
import { serverOrigin } from './serverOrigin'

/** A master password opens the first staff account from anywhere, so it must resist guessing on its own. */
export const MASTER_PASSWORD_MIN_LENGTH = 16

/** PAYLOAD_SECRET signs every staff token: as long as the 32 random bytes' worth a generated one has. */
const SECRET_MIN_LENGTH = 32

/**
 * Settings the server refuses to start with, each named in the error so the operator knows what to fix.
 * Checked when the Payload config loads, except while `next build` collects pages.
 */
const startupProblems = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const problems: string[] = []
  const master = env.MASTER_PASSWORD
  if (master && master.length < MASTER_PASSWORD_MIN_LENGTH) {
    problems.push(
      `MASTER_PASSWORD is ${master.length} characters long; it must be at least ${MASTER_PASSWORD_MIN_LENGTH} (or unset, which turns master login off).`,
    )
  }
  if (env.NODE_ENV === 'production' && !env.SERVER_URL) {
    problems.push(
      'SERVER_URL is required in production: the public address of the site, e.g. https://salong.example (staff cookies, CSRF and CORS are built from it).',
    )
  } else if (env.SERVER_URL && !serverOrigin(env)) {
    problems.push(`SERVER_URL must be an http:// or https:// address (got "${env.SERVER_URL}").`)
  }
  const secret = env.PAYLOAD_SECRET
  if (secret && secret.length < SECRET_MIN_LENGTH) {
    problems.push(
      `PAYLOAD_SECRET is ${secret.length} characters long; it must be at least ${SECRET_MIN_LENGTH} (e.g. \`openssl rand -hex 32\`), or unset on the embedded database.`,
    )
  } else if (!secret && env.NODE_ENV === 'production' && env.DATABASE_URI && !env.DATABASE_URI.startsWith('file:')) {
    // A generated secret lives in one server's data folder; a shared database's servers and backups need one secret.
    problems.push(
      'PAYLOAD_SECRET is required with a MongoDB database: at least 32 random characters, the same on every server.',
    )
  }
  const admin = env.ADMIN_PASSWORD
  if (admin && !isStrongPassword(admin)) {
    problems.push(`ADMIN_PASSWORD does not meet the password rule: ${WEAK_PASSWORD.replace('The new password', 'it')}`)
  }
  // Object storage set by half (keys without a bucket, one key of two) and a daily backup that cannot be scheduled.
  // DKIM set by half, or with a key that does not read: every mail would go out unsigned.
  problems.push(...objectStorageProblems(env), ...backupScheduleProblems(env), ...dkimProblems(env))
  return problems
}

export const assertStartupConfig = (env: NodeJS.ProcessEnv = process.env): void => {
  if (env.NEXT_PHASE === 'phase-production-build') return
  const problems = startupProblems(env)
  if (problems.length) throw new Error(`Salong cannot start:\n  - ${problems.join('\n  - ')}`)
}
