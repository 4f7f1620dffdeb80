import type { BackupPart } from '../backupTypes'

export type ArchiveEntry = { name: string; type: BackupPart; size: number; created_at: string; safety: boolean }
