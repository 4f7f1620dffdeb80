import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`privacy_text\` text;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`terms_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`privacy_text\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`terms_text\`;`)
}
