import fs from 'node:fs'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { countHit } from '../../src/platform/counters'
import { testPayload } from '../support/payload'

/*
 * Every write is a transaction on SQLite; libsql used to open a fresh connection for each one and keep the old
 * one's file handles until the garbage collector ran, so a mailing or a burst of clicks ran out of descriptors
 * (issue 38). MongoDB's driver keeps a bounded pool, so there the count stays flat anyway: a tenth of the writes
 * shows it without the minutes jongodb would take for all of them.
 */
const onSqlite = process.env.DATABASE_URI?.startsWith('file:')
const WRITES = onSqlite ? 5_000 : 500
const openDescriptors = () => fs.readdirSync('/proc/self/fd').length

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const click = (i: number, options: { disableTransaction?: boolean } = {}) =>
  payload.create({
    collection: 'clicks',
    data: { elementType: 'treatment', elementId: String(i), elementName: 'Fd' },
    ...options,
  })

describe('open file descriptors across many writes', () => {
  it(`stay flat over ${WRITES} writes through the Local API, without the garbage collector`, async () => {
    // One of each first, so connections that open once (and stay) are part of the baseline.
    const first = await click(-1)
    await payload.update({ collection: 'clicks', id: first.id, data: { elementName: 'Fd 2' } })
    const before = openDescriptors()

    let written = 0
    for (let i = 0; written < WRITES; i++) {
      const doc = await click(i)
      written++
      if (i % 10 === 0) {
        await payload.update({ collection: 'clicks', id: doc.id, data: { elementName: `Fd ${i}` } })
        await payload.delete({ collection: 'clicks', id: doc.id })
        // A write outside any transaction, a limit counter (its own short transaction) and a read.
        await click(i, { disableTransaction: true })
        await countHit(payload, 'fd-test', 60_000)
        await payload.find({ collection: 'clicks', where: { elementId: { equals: String(i) } }, limit: 1 })
        written += 4
      }
      if (i % 50 === 0) {
        // A write that fails (a required field missing) rolls its transaction back.
        await expect(payload.create({ collection: 'clicks', data: { elementName: 'x' } as never })).rejects.toThrow()
        written++
      }
    }
    // Writes that overlap wait their turn; twenty at a time, as a burst of visitors' clicks arrives.
    await Promise.all(Array.from({ length: 20 }, (_, i) => click(WRITES + i)))

    expect(openDescriptors() - before).toBeLessThan(50)
  }, 300_000)
})

describe.runIf(onSqlite)('the connection kept for writes', () => {
  it("shows a transaction's rows to that transaction only, until it commits", async () => {
    const transactionID = (await payload.db.beginTransaction()) as string
    const req = { transactionID }
    const doc = await payload.create({ collection: 'clicks', data: { elementType: 'uncommitted' }, req })
    const where = { elementType: { equals: 'uncommitted' } }
    expect((await payload.count({ collection: 'clicks', where, req })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'clicks', where })).totalDocs).toBe(0)
    await payload.db.commitTransaction(transactionID)
    expect((await payload.findByID({ collection: 'clicks', id: doc.id })).elementType).toBe('uncommitted')
  })

  it('forgets a rolled-back transaction, and the next one starts cleanly', async () => {
    const transactionID = (await payload.db.beginTransaction()) as string
    await payload.create({ collection: 'clicks', data: { elementType: 'rolled-back' }, req: { transactionID } })
    await payload.db.rollbackTransaction(transactionID)
    expect(
      (await payload.count({ collection: 'clicks', where: { elementType: { equals: 'rolled-back' } } })).totalDocs,
    ).toBe(0)
    await expect(click(-2)).resolves.toMatchObject({ elementId: '-2' })
  })
})
