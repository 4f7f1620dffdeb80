import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { databaseBusy } from './databaseUnavailable'

/** How long a write waits for its turn before it is answered as busy. */
export const WRITE_WAIT_MS = 15_000

/**
 * Embedded SQLite allows one writer at a time, and libsql opens a connection per transaction without a busy
 * timeout: two overlapping saves failed with SQLITE_BUSY and left the losing connection in a broken state.
 * One process serves the file, so its write transactions simply take turns here.
 */
export const serializeTransactions = (adapterObj: DatabaseAdapterObj): DatabaseAdapterObj => ({
  ...adapterObj,
  init: (args) => {
    const adapter = adapterObj.init(args) as BaseDatabaseAdapter
    let held = false
    const waiting: (() => void)[] = []
    const owners = new Map<string | number, () => void>()

    const acquire = (): Promise<() => void> =>
      new Promise((resolve, reject) => {
        let released = false
        const release = () => {
          if (released) return
          released = true
          const next = waiting.shift()
          if (next) next()
          else held = false
        }
        if (!held) {
          held = true
          return resolve(release)
        }
        const take = () => {
          clearTimeout(timer)
          resolve(release)
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(take), 1)
          reject(databaseBusy())
        }, WRITE_WAIT_MS)
        waiting.push(take)
      })

    const { beginTransaction, commitTransaction, rollbackTransaction } = adapter
    adapter.beginTransaction = async function (options) {
      const release = await acquire()
      try {
        const id = await beginTransaction.call(this, options)
        if (id === null) release()
        else owners.set(id, release)
        return id
      } catch (error) {
        release()
        throw error
      }
    }
    const ending = (end: (id: string | number | Promise<string | number>) => Promise<void>) =>
      async function (this: BaseDatabaseAdapter, incoming: string | number | Promise<string | number>) {
        const id = await incoming
        try {
          await end.call(this, id)
        } finally {
          owners.get(id)?.()
          owners.delete(id)
        }
      }
    adapter.commitTransaction = ending(commitTransaction)
    adapter.rollbackTransaction = ending(rollbackTransaction)
    return adapter
  },
})
