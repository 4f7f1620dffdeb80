import { BACKUP_PARTS, type BackupPart } from '../lib/backupTypes'

/**
 * Archive names the server writes: `salong-<type>-<UTC time>[-safety].tar.gz` (version 2), e.g.
 * `salong-all-2026-11-21T10-00-00-000Z.tar.gz`; names ending `.json.gz` (version 1, written before) are still
 * listed, downloaded, deleted and restored. Anything else (`..`, slashes, other files) is refused.
 */
const PATTERN = new RegExp(
  `^salong-(${BACKUP_PARTS.join('|')})-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2})-(\\d{3})Z(-safety)?\\.(json|tar)\\.gz$`,
)

export type ArchiveName = { name: string; type: BackupPart; createdAt: string; safety: boolean; version: 1 | 2 }

export const parseArchiveName = (name: string): ArchiveName | undefined => {
  const match = PATTERN.exec(name)
  if (!match) return undefined
  const [, type, date, hours, minutes, seconds, millis, safety, kind] = match
  return {
    name,
    type: type as BackupPart,
    createdAt: `${date}T${hours}:${minutes}:${seconds}.${millis}Z`,
    safety: Boolean(safety),
    version: kind === 'json' ? 1 : 2,
  }
}

export const archiveName = (type: BackupPart, at: Date, safety = false, version: 1 | 2 = 2): string =>
  `salong-${type}-${at.toISOString().replace(/[:.]/g, '-')}${safety ? '-safety' : ''}.${version === 1 ? 'json' : 'tar'}.gz`
