import { BACKUP_PARTS, type BackupPart } from '../lib/backupTypes'

/**
 * Archive names the server writes: `salong-<type>-<UTC time>[-safety|-daily].tar.gz` (version 2), e.g.
 * `salong-all-2026-11-21T10-00-00-000Z.tar.gz`; names ending `.json.gz` (version 1, written before) are still
 * listed, downloaded, deleted and restored. Anything else (`..`, slashes, other files) is refused. The kind is in
 * the name so it travels with the archive wherever it is kept: `safety` (taken before a restore), `daily` (the
 * scheduled backup, rotated), or none (made by staff).
 */
const PATTERN = new RegExp(
  `^salong-(${BACKUP_PARTS.join('|')})-(\\d{4}-\\d{2}-\\d{2})T(\\d{2})-(\\d{2})-(\\d{2})-(\\d{3})Z(-safety|-daily)?\\.(json|tar)\\.gz$`,
)

export type ArchiveKind = 'manual' | 'safety' | 'daily'

export type ArchiveName = {
  name: string
  type: BackupPart
  createdAt: string
  kind: ArchiveKind
  safety: boolean
  version: 1 | 2
}

export const parseArchiveName = (name: string): ArchiveName | undefined => {
  const match = PATTERN.exec(name)
  if (!match) return undefined
  const [, type, date, hours, minutes, seconds, millis, suffix, format] = match
  const kind: ArchiveKind = suffix === '-safety' ? 'safety' : suffix === '-daily' ? 'daily' : 'manual'
  return {
    name,
    type: type as BackupPart,
    createdAt: `${date}T${hours}:${minutes}:${seconds}.${millis}Z`,
    kind,
    safety: kind === 'safety',
    version: format === 'json' ? 1 : 2,
  }
}

/** `kind` may also be given as the older flag: true for a safety backup. */
export const archiveName = (
  type: BackupPart,
  at: Date,
  kind: ArchiveKind | boolean = 'manual',
  version: 1 | 2 = 2,
): string => {
  const resolved = kind === true ? 'safety' : kind === false ? 'manual' : kind
  const suffix = resolved === 'manual' ? '' : `-${resolved}`
  return `salong-${type}-${at.toISOString().replace(/[:.]/g, '-')}${suffix}.${version === 1 ? 'json' : 'tar'}.gz`
}
