import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`actor\` text,
  	\`actor_name\` text,
  	\`action\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`target_collection\` text,
  	\`target_id\` text,
  	\`count\` numeric,
  	\`detail\` text,
  	\`request_id\` text,
  	\`address_pseudonym\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_at_idx\` ON \`audit_log\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE TABLE \`passkeys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`credential_id\` text NOT NULL,
  	\`public_key\` text NOT NULL,
  	\`counter\` numeric DEFAULT 0 NOT NULL,
  	\`transports\` text,
  	\`last_used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`passkeys_user_idx\` ON \`passkeys\` (\`user\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`passkeys_credential_id_idx\` ON \`passkeys\` (\`credential_id\`);`)
  await db.run(sql`CREATE INDEX \`passkeys_updated_at_idx\` ON \`passkeys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`passkeys_created_at_idx\` ON \`passkeys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`passkey_challenges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`challenge\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`user\` text,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`passkey_challenges_challenge_idx\` ON \`passkey_challenges\` (\`challenge\`);`)
  await db.run(sql`CREATE INDEX \`passkey_challenges_expires_at_idx\` ON \`passkey_challenges\` (\`expires_at\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`,
  )
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`passkeys_id\` integer REFERENCES passkeys(id);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`passkey_challenges_id\` integer REFERENCES passkey_challenges(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`passkeys_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_passkey_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`passkey_challenges_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`passkeys\`;`)
  await db.run(sql`DROP TABLE \`passkey_challenges\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`treatments_id\` integer,
  	\`promotions_id\` integer,
  	\`media_id\` integer,
  	\`subscribers_id\` integer,
  	\`mail_bounces_id\` integer,
  	\`messages_id\` integer,
  	\`mailings_id\` integer,
  	\`visits_id\` integer,
  	\`clicks_id\` integer,
  	\`users_id\` integer,
  	\`rate_limits_id\` integer,
  	\`mailing_deliveries_id\` integer,
  	\`analytics_days_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`treatments_id\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promotions_id\`) REFERENCES \`promotions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_bounces_id\`) REFERENCES \`mail_bounces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mailings_id\`) REFERENCES \`mailings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visits_id\`) REFERENCES \`visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clicks_id\`) REFERENCES \`clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mailing_deliveries_id\`) REFERENCES \`mailing_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_days_id\`) REFERENCES \`analytics_days\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "treatments_id", "promotions_id", "media_id", "subscribers_id", "mail_bounces_id", "messages_id", "mailings_id", "visits_id", "clicks_id", "users_id", "rate_limits_id", "mailing_deliveries_id", "analytics_days_id") SELECT "id", "order", "parent_id", "path", "treatments_id", "promotions_id", "media_id", "subscribers_id", "mail_bounces_id", "messages_id", "mailings_id", "visits_id", "clicks_id", "users_id", "rate_limits_id", "mailing_deliveries_id", "analytics_days_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_treatments_id_idx\` ON \`payload_locked_documents_rels\` (\`treatments_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_promotions_id_idx\` ON \`payload_locked_documents_rels\` (\`promotions_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_mail_bounces_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_bounces_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_mailings_id_idx\` ON \`payload_locked_documents_rels\` (\`mailings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`visits_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`clicks_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_mailing_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`mailing_deliveries_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_analytics_days_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_days_id\`);`,
  )
}
