/**
 * What a backup can hold: `all`, or one part named by its collection slug or its contract name
 * (the slug table in README.md). Staff users are never part of a backup: restoring must not lock staff out.
 */
export const BACKUP_COLLECTIONS = [
  'media',
  'treatments',
  'promotions',
  'mailings',
  'subscribers',
  'messages',
  'visits',
  'clicks',
  'analytics-days',
] as const
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number]
/** Collections added after archives were first made: an older archive without them leaves them as they are. */
export const ADDED_LATER: ReadonlySet<BackupCollection> = new Set(['analytics-days'])
export const BACKUP_PARTS = ['all', ...BACKUP_COLLECTIONS, 'settings'] as const
export type BackupPart = (typeof BACKUP_PARTS)[number]

const CONTRACT_NAMES: Record<string, BackupPart> = {
  services: 'treatments',
  gallery: 'media',
  discounts: 'promotions',
  notifications: 'mailings',
  newsletter: 'subscribers',
  contact: 'messages',
}

/** The backup part a client names (`services` or `treatments`, …); undefined when there is none. */
export const toBackupPart = (name: string): BackupPart | undefined =>
  (BACKUP_PARTS as readonly string[]).includes(name) ? (name as BackupPart) : CONTRACT_NAMES[name]

export const BACKUP_TYPE_NAMES = [...BACKUP_PARTS, ...Object.keys(CONTRACT_NAMES)]

/** The collections a part covers, in the order they are restored (what is referred to first). */
export const collectionsOf = (part: BackupPart): BackupCollection[] =>
  part === 'all' ? [...BACKUP_COLLECTIONS] : part === 'settings' ? [] : [part]

export const includesSettings = (part: BackupPart): boolean => part === 'all' || part === 'settings'
