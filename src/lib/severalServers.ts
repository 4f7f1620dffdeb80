/**
 * REDIS_URL is how a server knows it is one of several behind one address (README, "Running on several servers"):
 * they share the page cache there and one database, which a SQLite file cannot be (one process per file). With
 * MongoDB the start-up checks already ask for PAYLOAD_SECRET (src/lib/startupChecks.ts), so every server signs
 * tokens and backups with the same one.
 */
export const severalServersProblems = (env: NodeJS.ProcessEnv = process.env): string[] => {
  if (!env.REDIS_URL) return []
  if (!/^rediss?:\/\/\S+$/.test(env.REDIS_URL)) return ['REDIS_URL must be a redis:// or rediss:// address.']
  if (env.NODE_ENV === 'production' && (env.DATABASE_URI || 'file:').startsWith('file:')) {
    return [
      'REDIS_URL means several servers share one database, and a SQLite file serves one process: use MongoDB (DATABASE_URI=mongodb://…), or unset REDIS_URL.',
    ]
  }
  return []
}

/** Checked by the server as it starts (src/instrumentation.ts), which then stops with the reason. */
export const assertSeveralServersConfig = (env: NodeJS.ProcessEnv = process.env): void => {
  const problems = severalServersProblems(env)
  if (problems.length) throw new Error(`Salong cannot start:\n  - ${problems.join('\n  - ')}`)
}
