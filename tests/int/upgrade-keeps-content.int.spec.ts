import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { createLocalReq, getPayload, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Archive } from '../../src/backup/archiveFormat'
import { collectDocuments } from '../../src/backup/createBackup'
import { restoreArchive } from '../../src/backup/restoreBackup'
import { migrations } from '../../src/migrations'
import { databaseAdapter } from '../../src/platform/databaseAdapter'
import { findSiteContent } from '../../src/queries/siteContent'
import { testPayload } from '../support/payload'

/*
 * Issue 47: the release that brings drafts keeps every page as it was. Content saved before it has no `_status`:
 * SQLite's migration marks it published (tested on a file built by the previous release's migrations), MongoDB's
 * documents without one count as published, and a backup made before restores with everything visible.
 */
const sqlite = process.env.DATABASE_URI!.startsWith('file:')
type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>
const releases = migrations as unknown as Migrations
/** The first migration of the release that brought drafts: those before it are the previous release's. */
const draftsRelease = releases.findIndex((migration) => migration.name.endsWith('_versions_drafts'))
let payload: Payload
let upgraded: Payload | undefined

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await upgraded?.destroy()
})

/** The previous release's rows, as its schema held them: texts in *_locales, a promotion linked to its treatment. */
const previousReleaseRows = [
  `INSERT INTO treatments (id, category, price, duration_minutes, is_active, sort_order) VALUES (7, 'facial', 650, 60, 1, 1)`,
  `INSERT INTO treatments_locales (name, description, _locale, _parent_id) VALUES ('Ansiktsbehandling', 'Lugn', 'sv', 7)`,
  `INSERT INTO treatments_locales (name, description, _locale, _parent_id) VALUES ('Facial', 'Calm', 'en', 7)`,
  `INSERT INTO promotions (id, treatment_id, discount_percent, start_date, end_date, is_active)
     VALUES (3, 7, 20, '2020-01-01T00:00:00.000Z', '2099-12-31T00:00:00.000Z', 1)`,
  `INSERT INTO promotions_locales (title, _locale, _parent_id) VALUES ('Vårkampanj', 'sv', 3)`,
  `INSERT INTO settings (id) VALUES (1)`,
  `INSERT INTO settings_locales (site_title, _locale, _parent_id) VALUES ('Salong Lugn', 'sv', 1)`,
]

describe('an upgrade keeps every page as it is', () => {
  it.runIf(sqlite)(
    "SQLite's migration publishes the previous release's content, every text and link kept",
    async () => {
      const { default: config } = await import('@payload-config')
      const uri = process.env.DATABASE_URI!.replace(/\.db$/, '-previous-release.db')
      process.env.DATABASE_PUSH = 'false'
      upgraded = await getPayload({
        config: { ...(await config), db: databaseAdapter(uri) as SanitizedConfig['db'] },
        key: 'previous-release',
        disableOnInit: true,
      })
      delete process.env.DATABASE_PUSH
      await upgraded.db.migrate({ migrations: releases.slice(0, draftsRelease) })
      for (const row of previousReleaseRows) await (upgraded.db as unknown as SQLiteAdapter).client.execute(row)

      await upgraded.db.migrate({ migrations: releases })

      // The rebuilt tables refer to each other under their final names, and every reference still holds.
      const { client } = upgraded.db as unknown as SQLiteAdapter
      expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([])
      const schema = await client.execute(`SELECT sql FROM sqlite_master WHERE type = 'table'`)
      expect(schema.rows.map((row) => String(row.sql)).filter((sql) => sql.includes('__new_'))).toEqual([])

      const page = await findSiteContent(upgraded, 'sv')
      expect(page.services).toEqual([expect.objectContaining({ id: 7, name: 'Ansiktsbehandling', price: 650 })])
      expect(page.discounts).toEqual([
        expect.objectContaining({ id: 3, title_sv: 'Vårkampanj', service_id: 7, service_name: 'Ansiktsbehandling' }),
      ])
      expect(page.settings.site_title).toBe('Salong Lugn')
      const english = await findSiteContent(upgraded, 'en')
      expect(english.services).toEqual([expect.objectContaining({ name: 'Facial', description: 'Calm' })])
      // Published, as the panel shows it, and the next save through the contract makes the first version.
      const treatment = await upgraded.findByID({ collection: 'treatments', id: 7, draft: true })
      expect(treatment._status).toBe('published')

      // Going back keeps every row too: the downs back to the previous release, in a transaction as Payload runs them.
      const adapter = upgraded.db as unknown as SQLiteAdapter
      const transaction = String(await adapter.beginTransaction())
      for (const release of releases.slice(draftsRelease).reverse())
        await release.down({ db: adapter.sessions[transaction].db, payload: upgraded, req: {} } as never)
      await adapter.commitTransaction(transaction)
      const rows = async (query: string) => (await client.execute(query)).rows.map((row) => ({ ...row }))
      expect(await rows('SELECT name, _locale FROM treatments_locales ORDER BY _locale')).toEqual([
        { name: 'Facial', _locale: 'en' },
        { name: 'Ansiktsbehandling', _locale: 'sv' },
      ])
      const promotion =
        'SELECT p.treatment_id, l.title FROM promotions p JOIN promotions_locales l ON l._parent_id = p.id'
      expect(await rows(promotion)).toEqual([{ treatment_id: 7, title: 'Vårkampanj' }])
      expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([])
    },
  )

  it.runIf(!sqlite)('MongoDB documents saved before drafts existed (no `_status`) are shown', async () => {
    const db = payload.db as unknown as MongooseAdapter
    const at = new Date()
    const { insertedId: treatment } = await db.collections.treatments.collection.insertOne({
      name: { sv: 'Ansiktsbehandling', en: 'Facial' },
      category: 'facial',
      price: 650,
      durationMinutes: 60,
      isActive: true,
      sortOrder: 1,
      createdAt: at,
      updatedAt: at,
    })
    await db.collections.promotions.collection.insertOne({
      treatment,
      title: { sv: 'Vårkampanj' },
      discountPercent: 20,
      startDate: new Date('2020-01-01'),
      endDate: new Date('2099-12-31'),
      isActive: true,
      createdAt: at,
      updatedAt: at,
    })
    await db.globals.collection.insertOne({ globalType: 'settings', site_title: { sv: 'Salong Lugn' }, createdAt: at })

    const page = await findSiteContent(payload, 'sv')
    expect(page.services).toEqual([expect.objectContaining({ name: 'Ansiktsbehandling', price: 650 })])
    expect(page.discounts).toEqual([
      expect.objectContaining({ title_sv: 'Vårkampanj', service_name: 'Ansiktsbehandling' }),
    ])
    expect(page.settings.site_title).toBe('Salong Lugn')
  })

  it('a backup made before drafts existed restores with everything visible, an unpublished document too', async () => {
    const treatment = await payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { name: 'Manikyr', category: 'nails', price: 400, durationMinutes: 45 },
    })
    await payload.updateGlobal({ slug: 'settings', locale: 'sv', data: { site_title: 'Före uppgraderingen' } })
    const documents = await collectDocuments(payload, 'all')
    // As the previous release wrote it: no `_status` anywhere.
    const withoutStatus = <T extends Record<string, unknown>>({ _status, ...rest }: T) => rest
    const archive = {
      ...documents,
      collections: Object.fromEntries(
        Object.entries(documents.collections).map(([slug, docs]) => [slug, docs?.map(withoutStatus)]),
      ),
      globals: { settings: withoutStatus(documents.globals.settings!) },
      media_files: [],
    } as unknown as Archive

    // Since then: unpublished, and the settings changed.
    await payload.update({ collection: 'treatments', id: treatment.id, data: { _status: 'draft' } })
    await payload.updateGlobal({ slug: 'settings', locale: 'sv', data: { site_title: 'Efter' } })
    expect((await findSiteContent(payload, 'sv')).services.map((s) => s.id)).not.toContain(treatment.id)

    await restoreArchive(await createLocalReq({}, payload), archive, 'all')

    const page = await findSiteContent(payload, 'sv')
    expect(page.services).toContainEqual(expect.objectContaining({ id: treatment.id, name: 'Manikyr' }))
    expect(page.settings.site_title).toBe('Före uppgraderingen')
  })
})
