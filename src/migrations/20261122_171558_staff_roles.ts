import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'staff';`)
  // The first account (the seeded `admin`) becomes the owner, as src/seed/ensureOwner.ts does on MongoDB.
  await db.run(
    sql`UPDATE \`users\` SET \`role\` = 'owner' WHERE \`id\` = (SELECT \`id\` FROM \`users\` ORDER BY \`created_at\`, \`id\` LIMIT 1);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
}
