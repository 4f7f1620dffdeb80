import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The content tables are rebuilt (fields a draft may leave empty lose NOT NULL) without losing a row. Payload runs a
  // migration in a transaction, where SQLite ignores `PRAGMA foreign_keys=OFF`: dropping a table then deletes its
  // rows first, with their cascades (the texts in *_locales) and set-nulls (a promotion's treatment). So every new
  // table refers to the other new ones, all rows are copied before any old table is dropped, and the renames carry
  // the references over to the final names. Existing content is published: the site shows all of it, as before.
  await db.run(sql`CREATE TABLE \`__new_treatments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`price\` numeric,
  	\`duration_minutes\` numeric,
  	\`image_id\` integer,
  	\`booking_link\` text,
  	\`is_active\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_treatments\`("id", "category", "price", "duration_minutes", "image_id", "booking_link", "is_active", "sort_order", "updated_at", "created_at", "_status") SELECT "id", "category", "price", "duration_minutes", "image_id", "booking_link", "is_active", "sort_order", "updated_at", "created_at", 'published' FROM \`treatments\`;`,
  )
  await db.run(sql`CREATE TABLE \`__new_treatments_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__new_treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_treatments_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`treatments_locales\`;`,
  )
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`treatment_id\` integer,
  	\`discount_percent\` numeric,
  	\`original_price\` numeric,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`is_active\` integer DEFAULT true,
  	\`booking_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`treatment_id\`) REFERENCES \`__new_treatments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_promotions\`("id", "treatment_id", "discount_percent", "original_price", "start_date", "end_date", "is_active", "booking_link", "updated_at", "created_at", "_status") SELECT "id", "treatment_id", "discount_percent", "original_price", "start_date", "end_date", "is_active", "booking_link", "updated_at", "created_at", 'published' FROM \`promotions\`;`,
  )
  await db.run(sql`CREATE TABLE \`__new_promotions_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__new_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_promotions_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`promotions_locales\`;`,
  )
  // A dropped table's cascades reach payload_locked_documents_rels, which refers to both tables: each is dropped
  // while the other exists under its name.
  await db.run(sql`DROP TABLE \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions_locales\` RENAME TO \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`treatments_locales\`;`)
  await db.run(sql`DROP TABLE \`treatments\`;`)
  await db.run(sql`ALTER TABLE \`__new_treatments\` RENAME TO \`treatments\`;`)
  await db.run(sql`ALTER TABLE \`__new_treatments_locales\` RENAME TO \`treatments_locales\`;`)
  await db.run(sql`CREATE INDEX \`treatments_image_idx\` ON \`treatments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`treatments_is_active_idx\` ON \`treatments\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`treatments_updated_at_idx\` ON \`treatments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`treatments_created_at_idx\` ON \`treatments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`treatments__status_idx\` ON \`treatments\` (\`_status\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`treatments_locales_locale_parent_id_unique\` ON \`treatments_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`promotions_treatment_idx\` ON \`promotions\` (\`treatment_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_date_idx\` ON \`promotions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_active_idx\` ON \`promotions\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions__status_idx\` ON \`promotions\` (\`_status\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`promotions_locales_locale_parent_id_unique\` ON \`promotions_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  // The version tables, made after the rebuild: while the old tables are dropped nothing may refer to them.
  await db.run(sql`CREATE TABLE \`_treatments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category\` text,
  	\`version_price\` numeric,
  	\`version_duration_minutes\` numeric,
  	\`version_image_id\` integer,
  	\`version_booking_link\` text,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_sort_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_treatments_v_parent_idx\` ON \`_treatments_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_treatments_v_version_version_image_idx\` ON \`_treatments_v\` (\`version_image_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_treatments_v_version_version_is_active_idx\` ON \`_treatments_v\` (\`version_is_active\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_treatments_v_version_version_updated_at_idx\` ON \`_treatments_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_treatments_v_version_version_created_at_idx\` ON \`_treatments_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_treatments_v_version_version__status_idx\` ON \`_treatments_v\` (\`version__status\`);`,
  )
  await db.run(sql`CREATE INDEX \`_treatments_v_created_at_idx\` ON \`_treatments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_treatments_v_updated_at_idx\` ON \`_treatments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_treatments_v_snapshot_idx\` ON \`_treatments_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_treatments_v_published_locale_idx\` ON \`_treatments_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_treatments_v_latest_idx\` ON \`_treatments_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_treatments_v_autosave_idx\` ON \`_treatments_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_treatments_v_locales\` (
  	\`version_name\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_treatments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_treatments_v_locales_locale_parent_id_unique\` ON \`_treatments_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_promotions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_treatment_id\` integer,
  	\`version_discount_percent\` numeric,
  	\`version_original_price\` numeric,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_booking_link\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_treatment_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promotions_v_parent_idx\` ON \`_promotions_v\` (\`parent_id\`);`)
  await db.run(
    sql`CREATE INDEX \`_promotions_v_version_version_treatment_idx\` ON \`_promotions_v\` (\`version_treatment_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotions_v_version_version_end_date_idx\` ON \`_promotions_v\` (\`version_end_date\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotions_v_version_version_is_active_idx\` ON \`_promotions_v\` (\`version_is_active\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotions_v_version_version_updated_at_idx\` ON \`_promotions_v\` (\`version_updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotions_v_version_version_created_at_idx\` ON \`_promotions_v\` (\`version_created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotions_v_version_version__status_idx\` ON \`_promotions_v\` (\`version__status\`);`,
  )
  await db.run(sql`CREATE INDEX \`_promotions_v_created_at_idx\` ON \`_promotions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_updated_at_idx\` ON \`_promotions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_snapshot_idx\` ON \`_promotions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_published_locale_idx\` ON \`_promotions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_latest_idx\` ON \`_promotions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_promotions_v_autosave_idx\` ON \`_promotions_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_promotions_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_promotions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_promotions_v_locales_locale_parent_id_unique\` ON \`_promotions_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_settings_v_version_version__status_idx\` ON \`_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_created_at_idx\` ON \`_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_updated_at_idx\` ON \`_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_snapshot_idx\` ON \`_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_published_locale_idx\` ON \`_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_latest_idx\` ON \`_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_settings_v_autosave_idx\` ON \`_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_settings_v_locales\` (
  	\`version_site_title\` text,
  	\`version_site_subtitle\` text,
  	\`version_site_description\` text,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_address\` text,
  	\`version_opening_hours\` text,
  	\`version_instagram\` text,
  	\`version_facebook\` text,
  	\`version_privacy_text\` text,
  	\`version_terms_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_settings_v_locales_locale_parent_id_unique\` ON \`_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`settings\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`settings\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`settings__status_idx\` ON \`settings\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_treatments_v\`;`)
  await db.run(sql`DROP TABLE \`_treatments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v\`;`)
  await db.run(sql`DROP TABLE \`_promotions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_settings_v_locales\`;`)
  // The same safe order as up (see there): copy into new tables first, drop each old one while the tables that
  // refer to it exist. A draft that leaves a required field empty cannot go back: the copy then fails, and nothing
  // is changed.
  await db.run(sql`CREATE TABLE \`__new_treatments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`price\` numeric NOT NULL,
  	\`duration_minutes\` numeric NOT NULL,
  	\`image_id\` integer,
  	\`booking_link\` text,
  	\`is_active\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_treatments\`("id", "category", "price", "duration_minutes", "image_id", "booking_link", "is_active", "sort_order", "updated_at", "created_at") SELECT "id", "category", "price", "duration_minutes", "image_id", "booking_link", "is_active", "sort_order", "updated_at", "created_at" FROM \`treatments\`;`,
  )
  await db.run(sql`CREATE TABLE \`__new_treatments_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__new_treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_treatments_locales\`("name", "description", "id", "_locale", "_parent_id") SELECT "name", "description", "id", "_locale", "_parent_id" FROM \`treatments_locales\`;`,
  )
  await db.run(sql`CREATE TABLE \`__new_promotions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`treatment_id\` integer NOT NULL,
  	\`discount_percent\` numeric NOT NULL,
  	\`original_price\` numeric,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text NOT NULL,
  	\`is_active\` integer DEFAULT true,
  	\`booking_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`treatment_id\`) REFERENCES \`__new_treatments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_promotions\`("id", "treatment_id", "discount_percent", "original_price", "start_date", "end_date", "is_active", "booking_link", "updated_at", "created_at") SELECT "id", "treatment_id", "discount_percent", "original_price", "start_date", "end_date", "is_active", "booking_link", "updated_at", "created_at" FROM \`promotions\`;`,
  )
  await db.run(sql`CREATE TABLE \`__new_promotions_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`__new_promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_promotions_locales\`("title", "description", "id", "_locale", "_parent_id") SELECT "title", "description", "id", "_locale", "_parent_id" FROM \`promotions_locales\`;`,
  )
  await db.run(sql`DROP TABLE \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions\` RENAME TO \`promotions\`;`)
  await db.run(sql`ALTER TABLE \`__new_promotions_locales\` RENAME TO \`promotions_locales\`;`)
  await db.run(sql`DROP TABLE \`treatments_locales\`;`)
  await db.run(sql`DROP TABLE \`treatments\`;`)
  await db.run(sql`ALTER TABLE \`__new_treatments\` RENAME TO \`treatments\`;`)
  await db.run(sql`ALTER TABLE \`__new_treatments_locales\` RENAME TO \`treatments_locales\`;`)
  await db.run(sql`CREATE INDEX \`treatments_image_idx\` ON \`treatments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`treatments_is_active_idx\` ON \`treatments\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`treatments_updated_at_idx\` ON \`treatments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`treatments_created_at_idx\` ON \`treatments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_treatment_idx\` ON \`promotions\` (\`treatment_id\`);`)
  await db.run(sql`CREATE INDEX \`promotions_end_date_idx\` ON \`promotions\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`promotions_is_active_idx\` ON \`promotions\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`promotions_updated_at_idx\` ON \`promotions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promotions_created_at_idx\` ON \`promotions\` (\`created_at\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`treatments_locales_locale_parent_id_unique\` ON \`treatments_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE UNIQUE INDEX \`promotions_locales_locale_parent_id_unique\` ON \`promotions_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`DROP INDEX \`settings__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`_status\`;`)
}
