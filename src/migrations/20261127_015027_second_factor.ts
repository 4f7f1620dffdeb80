import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`staff_sign_in\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`require_second_factor\` integer DEFAULT false,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`second_factor_recovery_codes\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`staff_sign_in\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`second_factor_recovery_codes\`;`)
}
