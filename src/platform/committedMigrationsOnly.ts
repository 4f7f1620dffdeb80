import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration } from 'payload'

/** `next dev` and the test runner, whose files are thrown away (a test reads one as it is with DATABASE_PUSH=false). */
const throwAwayFiles = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV === 'development' || env.NODE_ENV === 'test'

/**
 * Whether this process may push the content model's schema straight into its SQLite file: only `next dev`
 * (`npm run dev`, which sets NODE_ENV=development) and the test runner (NODE_ENV=test) on their throw-away files.
 * Every other start (`npm start`, `scripts/init.ts`, whatever NODE_ENV says or leaves unset) applies the committed
 * migrations instead, so the documented deploy works as written.
 */
export const schemaPushAllowed = (env: NodeJS.ProcessEnv): boolean =>
  throwAwayFiles(env) && env.DATABASE_PUSH !== 'false'

/** Payload's mark of a schema pushed in development mode: a `payload_migrations` row of batch -1. */
const pushedInDevelopment = async (adapter: SQLiteAdapter): Promise<boolean> => {
  const table = await adapter.client.execute(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`,
  )
  if (table.rows.length === 0) return false
  const rows = await adapter.client.execute('SELECT 1 FROM payload_migrations WHERE batch = -1 LIMIT 1')
  return rows.rows.length > 0
}

/** One line, as the server and `scripts/init.ts` print a start they refuse. */
const refusal = (uri: string): Error =>
  new Error(
    `Salong cannot start: the database ${uri} was set up by a development server (npm run dev pushed its schema), ` +
      'so the committed migrations cannot be applied to it; start on a fresh database file, or restore a backup ' +
      'into one.',
  )

/**
 * Outside development the committed migrations are applied at every connect, whatever NODE_ENV is (Payload's
 * SQLite adapter applies them only under NODE_ENV=production), and a database a development server pushed into is
 * refused with the reason on one line. Payload would instead ask on the terminal whether to go on, and a server
 * without one hung, then ended with exit code 13.
 */
export const committedMigrationsOnly = (
  adapterObj: DatabaseAdapterObj<SQLiteAdapter>,
  { uri }: { uri: string },
): DatabaseAdapterObj<SQLiteAdapter> => ({
  ...adapterObj,
  init: (args) => {
    const adapter = adapterObj.init(args)
    const { connect, migrate } = adapter
    adapter.migrate = async function (this: SQLiteAdapter, migrateArgs) {
      if (await pushedInDevelopment(this)) throw refusal(uri)
      return migrate.call(this, migrateArgs)
    }
    adapter.connect = async function (this: SQLiteAdapter, options) {
      await connect!.call(this, options)
      const appliedByPayload = process.env.NODE_ENV === 'production' || process.env.PAYLOAD_MIGRATING === 'true'
      // The list Payload itself applies in production (declared there with the SQLite adapter's argument types).
      const migrations = this.prodMigrations as unknown as Migration[]
      if (!throwAwayFiles(process.env) && !appliedByPayload && !options?.hotReload) await this.migrate({ migrations })
    }
    return adapter
  },
})
