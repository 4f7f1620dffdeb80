import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import type { DatabaseAdapterObj } from 'payload'

/** How long a process waits for another's migrations before it gives up (and its start fails with the reason). */
const WAIT_LIMIT_MS = 6 * 60 * 60 * 1000

/**
 * The file's path from a `file:` address (`file:./data/salong.db`, `file:/srv/salong.db`, `file:///srv/salong.db`,
 * with or without `?…`); null for an in-memory database, which one process alone can see.
 */
const databaseFilePath = (uri: string): string | null => {
  const rest = uri.replace(/^file:/, '').replace(/[?#].*$/, '')
  const filePath = rest.startsWith('//') ? rest.replace(/^\/\/[^/]*/, '') : rest
  return filePath && !filePath.includes(':memory:') ? decodeURIComponent(filePath) : null
}

/** The lock beside the database file; kept (an empty file), since removing it could let two processes in at once. */
const migrationLockPath = (databasePath: string): string => `${databasePath}-migrations.lock`

/**
 * Runs `work` while this process holds the migration lock of the database at `databasePath`, waiting as long as
 * another process holds it.
 *
 * The lock is SQLite's own: an exclusive transaction on a small file of its own beside the database (the database's
 * own lock would shut out the migrations themselves). SQLite takes it as an advisory lock of the operating system,
 * which the kernel lets go when its holder ends in whatever way (exit, crash, SIGKILL, the machine's power), so a
 * dead holder never leaves it taken and there is no stale-holder guess to make. A lock file created with O_EXCL
 * would stay behind after a crash and need such a guess by process id, which is wrong in containers (every one is
 * pid 1) and after the id is reused.
 *
 * @public Also taken by tests/int/start-together.int.spec.ts, in processes of its own that import this file by path.
 */
export const withMigrationLock = async <T>(
  databasePath: string,
  work: () => Promise<T>,
  log: (message: string) => void,
): Promise<T> => {
  // Connections of their own (libsql's client, as the adapter's), used for nothing but the lock.
  const connect = () => drizzle({ connection: { url: `file:${migrationLockPath(databasePath)}` } }).$client
  // Asked once without waiting, so that a wait is said. libsql leaves a statement refused as busy open on its
  // connection, and such a connection could not end a transaction later, so the one that asked is closed (a refused
  // BEGIN holds no lock).
  const probe = connect()
  try {
    await probe.execute('BEGIN EXCLUSIVE')
    await probe.execute('ROLLBACK')
  } catch (error) {
    if (!/SQLITE_BUSY|database is locked/i.test(String((error as { code?: string }).code ?? error))) throw error
    log(`Another process is applying the migrations to ${databasePath}; waiting for it to finish.`)
  } finally {
    probe.close()
  }
  // Then waited for inside SQLite, so this connection's BEGIN is never refused. The wait blocks this process's
  // thread, which at start has nothing else to do.
  const lock = connect()
  try {
    await lock.execute(`PRAGMA busy_timeout = ${WAIT_LIMIT_MS}`)
    await lock.execute('BEGIN EXCLUSIVE')
    return await work()
  } finally {
    // The transaction held nothing but the lock; ending it lets the lock go (as a crash does).
    await lock.execute('ROLLBACK').catch(() => undefined)
    lock.close()
  }
}

/**
 * The committed migrations are applied by one process at a time: a server that starts while another process (a
 * second server, `scripts/init.ts`, `payload migrate`) is applying them waits, then finds nothing pending and goes
 * on. Without it both read the same list of applied migrations and both ran the first pending one, and the slower
 * process stopped with an error.
 */
export const migrationsTakeTurns = (
  adapterObj: DatabaseAdapterObj<SQLiteAdapter>,
  uri: string,
): DatabaseAdapterObj<SQLiteAdapter> => ({
  ...adapterObj,
  init: (args) => {
    const adapter = adapterObj.init(args)
    const databasePath = databaseFilePath(uri)
    if (!databasePath) return adapter
    const { migrate } = adapter
    adapter.migrate = function (this: SQLiteAdapter, migrateArgs) {
      return withMigrationLock(
        databasePath,
        () => migrate.call(this, migrateArgs),
        (message) => adapter.payload.logger.info(message),
      )
    }
    return adapter
  },
})
