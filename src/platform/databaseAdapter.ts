import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { migrations } from '../migrations'
import { committedMigrationsOnly, schemaPushAllowed } from './committedMigrationsOnly'
import { migrationsTakeTurns } from './migrationLock'
import { oneWriteConnection } from './oneWriteConnection'
import { serializeTransactions, WRITE_WAIT_MS } from './serializeTransactions'

const DEFAULT_DATABASE_URI = 'file:./data/salong.db'

/** The one database switch (docs/decisions/0001-architecture.md): `file:` → embedded SQLite, `mongodb://` / `mongodb+srv://` → MongoDB. */
export const databaseAdapter = (uri: string = process.env.DATABASE_URI || DEFAULT_DATABASE_URI): DatabaseAdapterObj => {
  if (uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://')) {
    return mongooseAdapter({
      url: uri,
      // Wait for the unique indexes (one subscriber per address, one visit per day) before serving requests.
      ensureIndexes: true,
      // A backup restore creates documents under their archived ids (src/backup/restoreBackup.ts).
      allowIDOnCreate: true,
      // Transactions need a replica set; the app must also run on a standalone server.
      transactionOptions: process.env.MONGODB_TRANSACTIONS === 'true' ? {} : false,
    })
  }
  if (uri.startsWith('file:')) {
    const push = schemaPushAllowed(process.env)
    // Write transactions take turns, on one connection kept for them (so none opens a connection of its own).
    return serializeTransactions(
      oneWriteConnection(
        migrationsTakeTurns(
          committedMigrationsOnly(
            sqliteAdapter({
              client: { url: uri },
              // A backup restore creates documents under their archived ids (src/backup/restoreBackup.ts).
              allowIDOnCreate: true,
              migrationDir: path.resolve(process.cwd(), 'src/migrations'),
              prodMigrations: migrations,
              // Schema push only for throw-away files (tests, `next dev`); every other start applies the migrations.
              push,
              transactionOptions: {},
              // Another process's write is waited for, not failed at once: a server starting beside
              // `scripts/init.ts` or a second server reads and seeds while the other one writes. In one process
              // writes take turns before they reach SQLite (serializeTransactions.ts), with the same bound.
              busyTimeout: WRITE_WAIT_MS,
            }),
            { uri },
          ),
          uri,
        ),
      ),
    )
  }
  throw new Error(`DATABASE_URI must start with file:, mongodb:// or mongodb+srv:// (got "${uri.split(':')[0]}:…")`)
}
