import type { PayloadRequest } from 'payload'

import type { OpenedArchive } from './archiveFiles'
import { findArchive, readArchive } from './archiveStore'
import { readArchiveV2 } from './archiveStream'
import { createBackup } from './createBackup'
import { mediaFileNames } from './mediaFileChecks'
import { discardStaging, swapInMedia } from './mediaStaging'
import { RestoreConflict, type RestoreCounts, RestoreFailure, restoreArchive } from './restoreBackup'
import { type BackupPart, collectionsOf } from '../lib/backupTypes'
import { expireAllContent } from '../platform/contentExpiry'
import { awaitMaintenanceLease, releaseMaintenanceLease } from '../platform/maintenanceLease'

/** A restore that failed midway: what went wrong, the safety backup, and whether the content is as before. */
export class RestoreFailed extends Error {
  constructor(
    readonly cause: unknown,
    readonly safetyBackup: string,
    readonly undone: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

/**
 * Where the engine has no transactions (a standalone MongoDB), a failed restore is undone by restoring the
 * safety backup's documents (ids are kept, so it is exact). Its media files never left the media folder.
 */
const rollBack = async (req: PayloadRequest, safety: string): Promise<boolean> => {
  const found = await findArchive(safety)
  if (!found) return false
  const opened = await readArchiveV2(() => readArchive(found), { stageMedia: false })
  if ('problem' in opened) return false
  try {
    await restoreArchive(req, opened.archive, 'all')
    return true
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Rolling back a failed restore from ${safety} failed` })
    return false
  } finally {
    await discardStaging(opened.staging)
  }
}

/**
 * Restores a checked, staged archive: a safety backup of everything first, then the database part, then
 * (only after it succeeded) the staged media files are swapped in. A failure leaves the content and the media
 * folder as they were — by the transaction, or else by rolling back from the safety backup — and the staged
 * files are always removed.
 */
export const runRestore = async (
  req: PayloadRequest,
  { archive, staging }: OpenedArchive,
  part: BackupPart,
): Promise<{ restored: RestoreCounts; safetyBackup: string }> => {
  // The retention pass must not delete what this restore brings back: it skips while the lease is held here,
  // and a pass already running is waited for (src/platform/maintenanceLease.ts).
  if (!(await awaitMaintenanceLease(req.payload, 30 * 60 * 1000, 60 * 1000))) {
    await discardStaging(staging)
    throw new RestoreConflict(
      'The restore was not started: the daily clean-up is running. Please try again in a minute.',
    )
  }
  try {
    const safety = await createBackup(req.payload, 'all', { kind: 'safety' })
    const media = collectionsOf(part).includes('media')
    const before = media
      ? mediaFileNames(
          (await req.payload.find({ collection: 'media', pagination: false, depth: 0, req, overrideAccess: true }))
            .docs,
        )
      : []
    let restored: RestoreCounts
    try {
      restored = await restoreArchive(req, archive, part)
    } catch (error) {
      const failure = error instanceof RestoreFailure ? error : new RestoreFailure(error, false)
      const undone = failure.undone || (await rollBack(req, safety.name))
      throw new RestoreFailed(failure.cause, safety.name, undone)
    }
    if (media) await swapInMedia(staging, before)
    return { restored, safetyBackup: safety.name }
  } finally {
    await discardStaging(staging)
    await releaseMaintenanceLease(req.payload)
    // The hooks expired each tag on the way; once more after the commit (or roll-back), so no read in between is kept.
    await expireAllContent()
  }
}
