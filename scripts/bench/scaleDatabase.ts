/*
 * The database of scripts/bench/scale.mjs, made before its server starts: `<subscribers> <days>` of a busy salon's
 * rows, inserted in bulk through Payload's Drizzle tables into a fresh SQLite file (its first start seeds the demo
 * content and the staff user). Raw visits and clicks only: no day is counted yet.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { randomBytes } from 'node:crypto'
import { getPayload } from 'payload'

import config from '../../payload.config'

const DAY_MS = 86_400_000
const VISITS_A_DAY = 2_000
const CLICKS_A_DAY = 500
const CHUNK = 500

const payload = await getPayload({ config })
const db = payload.db as unknown as SQLiteAdapter
const [subscriberCount = '20000', dayCount = '90'] = process.argv.slice(2)

const insert = async (table: string, rows: Record<string, unknown>[]) => {
  for (let start = 0; start < rows.length; start += CHUNK)
    await db.drizzle.insert(db.tables[table]).values(rows.slice(start, start + CHUNK))
}

const now = new Date().toISOString()
const count = Number(subscriberCount)
await insert(
  'subscribers',
  Array.from({ length: count }, (_, n) => ({
    email: `kund${n}@bench.example`,
    firstName: `Kund${n}`,
    lastName: n % 7 === 0 ? 'Ölund' : 'Berg',
    marketingConsent: true,
    isActive: true,
    locale: n % 4 === 0 ? 'en' : 'sv',
    unsubscribeToken: randomBytes(16).toString('hex'),
    status: 'confirmed',
    confirmedAt: now,
    updatedAt: now,
    createdAt: new Date(Date.now() - (count - n) * 60_000).toISOString(),
  })),
)
const today = Date.parse(now.slice(0, 10))
for (let back = Number(dayCount); back >= 1; back--) {
  const day = new Date(today - back * DAY_MS).toISOString().slice(0, 10)
  const at = `${day}T10:00:00.000Z`
  await insert(
    'visits',
    Array.from({ length: VISITS_A_DAY }, (_, v) => ({
      visitorId: `v${back}-${v}`,
      day,
      updatedAt: at,
      createdAt: at,
    })),
  )
  await insert(
    'clicks',
    Array.from({ length: CLICKS_A_DAY }, (_, c) => {
      const clickAt = `${day}T${String(c % 24).padStart(2, '0')}:${String(c % 60).padStart(2, '0')}:00.000Z`
      const element = c % 12
      return {
        elementType: 'service_booking',
        elementId: String(element),
        elementName: `Behandling ${element}`,
        updatedAt: clickAt,
        createdAt: clickAt,
      }
    }),
  )
}
console.log(`  seeded ${count} subscribers and ${dayCount} days of visits and clicks`)
process.exit(0)
