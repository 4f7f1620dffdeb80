import type { GlobalConfig } from 'payload'

/**
 * The daily backup's last run, kept in the database so every server shows it and a failure outlives the process
 * that met it (src/jobs/scheduledBackup.ts writes it). Only the server writes it; staff read it through
 * `GET /api/backup/schedule`, so it stays out of the panel and out of backups.
 */
export const ScheduledBackup: GlobalConfig = {
  slug: 'scheduled-backup',
  label: { sv: 'Schemalagd säkerhetskopia', en: 'Scheduled backup' },
  admin: { hidden: true },
  access: { read: ({ req }) => Boolean(req.user), update: () => false },
  fields: [
    { name: 'lastRunAt', type: 'date' },
    { name: 'succeeded', type: 'checkbox' },
    { name: 'archive', type: 'text' },
    { name: 'error', type: 'text' },
    { name: 'lastSuccessAt', type: 'date' },
  ],
}
