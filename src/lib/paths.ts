/** Folders the app writes to; all default under `data/` so one folder holds a site's state. */
export const dataDir = (): string => process.env.DATA_DIR || 'data'
export const mediaDir = (): string => process.env.MEDIA_DIR || `${dataDir()}/media`
export const outboxDir = (): string => process.env.OUTBOX_DIR || `${dataDir()}/outbox`
export const backupDir = (): string => process.env.BACKUP_DIR || `${dataDir()}/backups`
