import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`status\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`consent_source\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`consent_language\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmation_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  // Subscribers from before double opt-in: an active one counts as confirmed, an inactive one as unsubscribed.
  await db.run(
    sql`UPDATE \`subscribers\` SET \`status\` = CASE WHEN \`is_active\` = 1 THEN 'confirmed' ELSE 'unsubscribed' END WHERE \`status\` IS NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`consent_source\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`consent_language\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmation_sent_at\`;`)
}
