import { isStrongPassword, WEAK_PASSWORD } from './schemas/changePassword'

/** A master password opens the first staff account from anywhere, so it must resist guessing on its own. */
export const MASTER_PASSWORD_MIN_LENGTH = 16

/**
 * Settings the server refuses to start with, each named in the error so the operator knows what to fix.
 * Checked when the Payload config loads, except while `next build` collects pages.
 */
export const startupProblems = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const problems: string[] = []
  const master = env.MASTER_PASSWORD
  if (master && master.length < MASTER_PASSWORD_MIN_LENGTH) {
    problems.push(
      `MASTER_PASSWORD is ${master.length} characters long; it must be at least ${MASTER_PASSWORD_MIN_LENGTH} (or unset, which turns master login off).`,
    )
  }
  const admin = env.ADMIN_PASSWORD
  if (admin && !isStrongPassword(admin)) {
    problems.push(`ADMIN_PASSWORD does not meet the password rule: ${WEAK_PASSWORD.replace('The new password', 'it')}`)
  }
  return problems
}

export const assertStartupConfig = (env: NodeJS.ProcessEnv = process.env): void => {
  if (env.NEXT_PHASE === 'phase-production-build') return
  const problems = startupProblems(env)
  if (problems.length) throw new Error(`Salong cannot start:\n  - ${problems.join('\n  - ')}`)
}
