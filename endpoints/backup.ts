import { Readable } from 'node:stream'
import { type Endpoint, type PayloadRequest, ValidationError } from 'payload'

import { created, ok } from './http/envelope'
import { readBody, routeId } from './http/input'
import { staffRoute } from './http/route'
import { listArchives, openArchive } from '../src/backup/archiveFiles'
import { parseArchiveName } from '../src/backup/archiveName'
import { findArchive, readArchive, removeArchive, type StoredArchive } from '../src/backup/archiveStore'
import { createBackup } from '../src/backup/createBackup'
import { mediaFilesProblem } from '../src/backup/mediaFileChecks'
import { discardStaging } from '../src/backup/mediaStaging'
import { RestoreConflict } from '../src/backup/restoreBackup'
import { outsideReferenceProblem, removalConflict, restoreProblem } from '../src/backup/restoreChecks'
import { RestoreFailed, runRestore } from '../src/backup/runRestore'
import { catchUpClosedDays } from '../src/jobs/catchUpClosedDays'
import { DECLARED_CONTENT_LENGTH } from '../src/lib/declaredContentLength.mjs'
import { backupCreateSchema, backupRestoreSchema } from '../src/lib/schemas/backup'
import { ApiError, badRequest, conflict, notFound } from '../src/platform/apiError'
import { backupScheduleState } from '../src/queries/backupSchedule'

const NOT_AN_ARCHIVE = 'That is not the name of a backup made by this server.'
const NOT_FOUND = 'Backup not found.'

/** The archive of a backup name: 400 for names the server never writes (`..`, slashes, other files), 404 when gone. */
const existingArchive = async (name: string): Promise<StoredArchive> => {
  if (!parseArchiveName(name)) throw badRequest(NOT_AN_ARCHIVE)
  const found = await findArchive(name)
  if (!found) throw notFound(NOT_FOUND)
  return found
}

const UNSIGNED =
  'This backup is not signed by this server (made before backups were signed, or elsewhere). Restore it only if you trust where it came from: send { "force": true } with the request.'
const FOREIGN =
  'This backup was signed by another server or has been changed since. Restore it only if you trust where it came from: send { "force": true } with the request.'

const nameParam = (req: PayloadRequest) => routeId(req, 'name')

/**
 * /backup — archives of the content in BACKUP_DIR or the bucket (src/backup/archiveStore.ts), staff only (SPEC §7). Staff users are never backed up or
 * restored: a restore must not lock out the person running it, nor bring back a removed account.
 */
export const backupEndpoints: Endpoint[] = [
  staffRoute('get', '/backup/status', async () => ok(await listArchives())),

  staffRoute('get', '/backup/schedule', async (req) => ok(await backupScheduleState(req.payload))),

  staffRoute('post', '/backup/create', async (req) => {
    const { type } = await readBody(req, backupCreateSchema)
    return created(await createBackup(req.payload, type))
  }),

  staffRoute('post', '/backup/restore', async (req) => {
    const { backupName, type, force } = await readBody(req, backupRestoreSchema)
    const opened = await openArchive(backupName, await existingArchive(backupName))
    if ('problem' in opened) throw badRequest(opened.problem)
    try {
      // Only this server's own archives restore as they are; anything else must be asked for knowingly.
      if (opened.trust !== 'signed' && !force) throw conflict(opened.trust === 'unsigned' ? UNSIGNED : FOREIGN)
      const { archive, staging } = opened
      const part = type ?? archive.type
      const problem =
        mediaFilesProblem(archive, staging.files) ??
        restoreProblem(archive, part) ??
        (await outsideReferenceProblem(req, archive, part))
      if (problem) throw badRequest(problem)
      const inUse = await removalConflict(req, archive, part)
      if (inUse) throw conflict(inUse)
    } catch (error) {
      await discardStaging(opened.staging)
      throw error
    }
    const part = type ?? opened.archive.type
    const { restored, safetyBackup } = await runRestore(req, opened, part).catch((error: unknown) => {
      if (error instanceof RestoreConflict) throw conflict(error.message)
      if (!(error instanceof RestoreFailed)) throw error
      req.payload.logger.error({
        err: error.cause,
        msg: `Restore of ${backupName} failed (${error.undone ? 'undone' : 'NOT undone'}); the content before it is in ${error.safetyBackup}`,
      })
      // The answer names the safety backup, so whoever ran the restore can go back without reading the log.
      const after = error.undone
        ? `Nothing was changed: the content is as it was before, and it is also kept in the safety backup "${error.safetyBackup}".`
        : `The content could not be put back automatically; restore the safety backup "${error.safetyBackup}" to go back.`
      if (error.cause instanceof RestoreConflict) throw conflict(`${error.cause.message} ${after}`)
      const unfit = error.cause instanceof ValidationError
      throw new ApiError(
        unfit ? 400 : 500,
        `The restore failed${unfit ? ": the backup's data does not fit the content model" : ''}. ${after}`,
      )
    })
    // A backup made before the nightly roll-up brings closed days without their counts.
    void catchUpClosedDays(req.payload, { atStart: false })
    return ok({ backup: backupName, type: part, restored, safety_backup: safetyBackup })
  }),

  staffRoute('delete', '/backup/:name', async (req) => {
    const name = nameParam(req)
    await removeArchive(await existingArchive(name))
    return ok({ name })
  }),

  staffRoute('get', '/backup/download/:name', async (req) => {
    const name = nameParam(req)
    const archive = await existingArchive(name)
    const { size } = archive
    // Streamed from the folder or the bucket: an archive of a few GB of films never sits in memory.
    return new Response(Readable.toWeb(await readArchive(archive)) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Content-Length': String(size),
        // Next drops Content-Length from route handlers' answers: the production server restores it from the
        // declared length (server/declaredContentLength.mjs); X-Backup-Size is the contract's own copy.
        [DECLARED_CONTENT_LENGTH]: String(size),
        'X-Backup-Size': String(size),
        'Cache-Control': 'no-store',
      },
    })
  }),
]
