import { Readable } from 'node:stream'
import { type PayloadRequest, ValidationError } from 'payload'
import { z } from 'zod'

import { created, ok } from './http/envelope'
import { routeId } from './http/input'
import { type ContractRoute, route } from './http/route'
import { archiveAnswer, backupScheduleAnswer, listedArchiveAnswer, restoreAnswer } from './openapi/answers'
import { recordAudit } from '../src/audit/recordAudit'
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
export const backupEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/backup/status',
    summary: 'The backups',
    staff: true,
    success: {
      data: z.array(listedArchiveAnswer),
      description: 'Every archive, in the backup folder and the bucket, newest first.',
    },
    handler: async () => ok(await listArchives()),
  }),

  route({
    method: 'get',
    path: '/backup/schedule',
    summary: 'The daily backup: its settings, its last run, and whether staff should be warned',
    staff: true,
    success: { data: backupScheduleAnswer, description: 'The schedule and its last run.' },
    handler: async ({ req }) => ok(await backupScheduleState(req.payload)),
  }),

  route({
    method: 'post',
    path: '/backup/create',
    summary: 'Make a backup',
    staff: true,
    body: backupCreateSchema,
    success: { status: 201, data: archiveAnswer, description: 'The new archive.' },
    handler: async ({ req, body: { type } }) => {
      const archive = await createBackup(req.payload, type)
      await recordAudit(req, { action: 'backup.created', target: { collection: 'backups', id: archive.name } })
      return created(archive)
    },
  }),

  route({
    method: 'post',
    path: '/backup/restore',
    summary: 'Restore a backup',
    description:
      'Replaces the part named (everything the archive holds by default) in one transaction, after saving ' +
      'what it replaces as a safety backup. An archive this server did not sign needs `force: true`. Staff ' +
      'accounts are never restored. docs/api.md says what a restore keeps and what it replaces.',
    staff: true,
    body: backupRestoreSchema,
    success: { data: restoreAnswer, description: 'What was restored, and the safety backup of what it replaced.' },
    errors: {
      400: [
        NOT_AN_ARCHIVE,
        'The backup file is damaged: …',
        'This backup holds "X" only; it cannot restore "Y".',
        "The restore failed: the backup's data does not fit the content model. …",
      ],
      404: [NOT_FOUND],
      409: [
        UNSIGNED,
        FOREIGN,
        'The restore was not started: the daily clean-up is running. Please try again in a minute.',
        'N promotions refer to treatments that this backup does not hold; …',
      ],
      500: ['The restore failed. … (the answer names the safety backup of the content before it)'],
    },
    handler: async ({ req, body: { backupName, type, force } }) => {
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
      // After the trail the archive brought back, so the restore is its newest entry.
      await recordAudit(req, {
        action: 'backup.restored',
        target: { collection: 'backups', id: backupName },
        detail: `${part}; safety backup ${safetyBackup}`,
      })
      // A backup made before the nightly roll-up brings closed days without their counts.
      void catchUpClosedDays(req.payload, { atStart: false })
      return ok({ backup: backupName, type: part, restored, safety_backup: safetyBackup })
    },
  }),

  route({
    method: 'delete',
    path: '/backup/:name',
    summary: 'Delete a backup',
    staff: true,
    success: { data: z.object({ name: z.string() }), description: 'The archive is deleted; its name.' },
    errors: { 400: [NOT_AN_ARCHIVE], 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const name = nameParam(req)
      await removeArchive(await existingArchive(name))
      await recordAudit(req, { action: 'backup.deleted', target: { collection: 'backups', id: name } })
      return ok({ name })
    },
  }),

  route({
    method: 'get',
    path: '/backup/download/:name',
    summary: 'Download a backup',
    description: 'The archive file itself (gzip), its size also in `X-Backup-Size`.',
    staff: true,
    success: { file: 'The archive.', mediaType: 'application/gzip' },
    errors: { 400: [NOT_AN_ARCHIVE], 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const name = nameParam(req)
      const archive = await existingArchive(name)
      const { size } = archive
      await recordAudit(req, { action: 'backup.downloaded', target: { collection: 'backups', id: name } })
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
    },
  }),
]
