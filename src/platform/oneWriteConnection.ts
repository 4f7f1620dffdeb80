import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { randomUUID } from 'node:crypto'
import type { DatabaseAdapterObj } from 'payload'

type Client = SQLiteAdapter['client']
type Session = SQLiteAdapter['sessions'][string]
type Writer = { client: Client; db: SQLiteAdapter['drizzle']; schemaOf: SQLiteAdapter['drizzle'] }

/**
 * Every write transaction runs on one connection that stays open. libsql's own transaction() hands its
 * connection to the transaction and opens a new one for what follows, and a connection keeps its files open
 * until the garbage collector runs: each write cost a descriptor, and a mailing or a burst of clicks ran out of
 * them (issue 38). Write transactions already take turns (serializeTransactions.ts, which must wrap this), so
 * one connection serves them all. Reads outside a transaction stay on the adapter's own connection, which
 * SQLite shows only committed rows.
 */
export const oneWriteConnection = (
  adapterObj: DatabaseAdapterObj<SQLiteAdapter>,
): DatabaseAdapterObj<SQLiteAdapter> => ({
  ...adapterObj,
  init: (args) => {
    const adapter = adapterObj.init(args)
    let writer: Writer | null = null

    const open = async (): Promise<Writer> => {
      let client = writer?.client
      if (!client) {
        client = drizzle({ connection: adapter.clientConfig }).$client
        // As on the adapter's own connection, another process's write (`scripts/init.ts` beside a running server, a
        // server starting beside another) is waited for instead of failing at once. The wait blocks the thread
        // (libsql is synchronous) for as long as the other transaction lasts; it cannot be a retry after a refusal
        // instead, since libsql leaves a statement refused as busy open on its connection, and the next COMMIT then
        // fails ("SQL statements in progress"). So this process's own reads must never meet a lock of this
        // connection's: with cache_spill off its changes stay in memory until COMMIT, a synchronous call no read can
        // interleave with.
        await client.execute(`PRAGMA busy_timeout = ${adapter.busyTimeout}`)
        await client.execute('PRAGMA cache_spill = OFF')
      }
      // A dev server's hot reload builds a new schema (and a new adapter.drizzle): bind to it once.
      if (writer?.schemaOf !== adapter.drizzle) {
        const db = drizzle({ client, schema: adapter.schema, logger: adapter.logger || false })
        writer = { client, db: db as SQLiteAdapter['drizzle'], schemaOf: adapter.drizzle }
      }
      return writer as Writer
    }

    // ROLLBACK fails when SQLite has already ended the transaction itself (after some errors); should it fail for
    // another reason, the next begin() ends what is left.
    const rollback = (client: Client) =>
      client.execute('ROLLBACK').then(
        () => undefined,
        () => undefined,
      )

    const begin = async (client: Client) => {
      try {
        await client.execute('BEGIN IMMEDIATE')
      } catch (error) {
        if (!/within a transaction/.test(String(error))) throw error
        // Left open by a ROLLBACK that failed; the turn is ours (serializeTransactions), so nobody else's work.
        await client.execute('ROLLBACK')
        await client.execute('BEGIN IMMEDIATE')
      }
    }

    adapter.beginTransaction = async () => {
      await adapter.initializing
      const { client, db } = await open()
      await begin(client)
      const id = randomUUID()
      const session: Session = {
        db: db as unknown as Session['db'],
        resolve: async () => {
          try {
            await client.execute('COMMIT')
          } catch (error) {
            await rollback(client)
            throw error
          }
        },
        reject: () => rollback(client),
      }
      adapter.sessions[id] = session
      return id
    }

    // As Payload's, except that a failed COMMIT is reported instead of passing for a success.
    adapter.commitTransaction = async (incoming) => {
      const id = await incoming
      const session = adapter.sessions[id]
      if (!session) return
      delete adapter.sessions[id]
      await session.resolve()
    }

    // A destroyed Payload (tests, a reload) lets go of the write connection's files too.
    const { destroy } = adapter
    adapter.destroy = async function (this: SQLiteAdapter) {
      writer?.client.close()
      writer = null
      await destroy?.call(this)
    }
    return adapter
  },
})
