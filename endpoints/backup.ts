import fs from 'node:fs/promises'

import { type Endpoint, type PayloadRequest, ValidationError } from 'payload'

import { archivePath, listArchives, readArchive } from '../src/backup/archiveFiles'
import { createBackup } from '../src/backup/createBackup'
import { RestoreConflict, restoreArchive } from '../src/backup/restoreBackup'
import { mediaFilesProblem } from '../src/backup/mediaFileChecks'
import { outsideReferenceProblem, removalConflict, restoreProblem } from '../src/backup/restoreChecks'
import { backupCreateSchema, backupRestoreSchema } from '../src/lib/schemas/backup'
import { ApiError, badRequest, conflict, notFound } from './http/apiError'
import { created, ok } from './http/envelope'
import { readBody, routeId } from './http/input'
import { staffRoute } from './http/route'

const NOT_AN_ARCHIVE = 'That is not the name of a backup made by this server.'
const NOT_FOUND = 'Backup not found.'

/** The file of a backup name: 400 for names the server never writes (`..`, slashes, other files), 404 when gone. */
const existingArchive = async (name: string): Promise<string> => {
  const file = archivePath(name)
  if (!file) throw badRequest(NOT_AN_ARCHIVE)
  const stat = await fs.stat(file).catch(() => undefined)
  if (!stat?.isFile()) throw notFound(NOT_FOUND)
  return file
}

const UNSIGNED =
  'This backup is not signed by this server (made before backups were signed, or elsewhere). Restore it only if you trust where it came from: send { "force": true } with the request.'
const FOREIGN =
  'This backup was signed by another server or has been changed since. Restore it only if you trust where it came from: send { "force": true } with the request.'

const nameParam = (req: PayloadRequest) => routeId(req, 'name')

/**
 * /backup — archives of the content in BACKUP_DIR, staff only (SPEC §7). Staff users are never backed up or
 * restored: a restore must not lock out the person running it, nor bring back a removed account.
 */
export const backupEndpoints: Endpoint[] = [
  staffRoute('get', '/backup/status', async () => ok(await listArchives())),

  staffRoute('post', '/backup/create', async (req) => {
    const { type } = await readBody(req, backupCreateSchema)
    return created(await createBackup(req.payload, type))
  }),

  staffRoute('post', '/backup/restore', async (req) => {
    const { backupName, type, force } = await readBody(req, backupRestoreSchema)
    const read = await readArchive(await existingArchive(backupName))
    if ('problem' in read) throw badRequest(read.problem)
    // Only this server's own archives restore as they are; anything else must be asked for knowingly.
    if (read.trust !== 'signed' && !force) throw conflict(read.trust === 'unsigned' ? UNSIGNED : FOREIGN)
    const { archive } = read
    const part = type ?? archive.type
    const problem =
      mediaFilesProblem(archive) ?? restoreProblem(archive, part) ?? (await outsideReferenceProblem(req, archive, part))
    if (problem) throw badRequest(problem)
    const inUse = await removalConflict(req, archive, part)
    if (inUse) throw conflict(inUse)
    // Whatever the restore replaces can be had back from this archive.
    const safety = await createBackup(req.payload, 'all', { safety: true })
    const restored = await restoreArchive(req, archive, part).catch((error: unknown) => {
      if (error instanceof RestoreConflict) throw conflict(error.message)
      req.payload.logger.error({
        err: error,
        msg: `Restore of ${backupName} failed; the content before it is in ${safety.name}`,
      })
      // The answer names the safety backup, so whoever ran the restore can go back without reading the log.
      const unfit = error instanceof ValidationError
      throw new ApiError(
        unfit ? 400 : 500,
        `The restore failed${unfit ? ": the backup's data does not fit the content model" : ''}. The content from before it is kept in the safety backup "${safety.name}"; restore that one to go back.`,
      )
    })
    return ok({ backup: backupName, type: part, restored, safety_backup: safety.name })
  }),

  staffRoute('delete', '/backup/:name', async (req) => {
    const name = nameParam(req)
    await fs.rm(await existingArchive(name))
    return ok({ name })
  }),

  staffRoute('get', '/backup/download/:name', async (req) => {
    const name = nameParam(req)
    const data = await fs.readFile(await existingArchive(name))
    return new Response(new Uint8Array(data), {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Content-Length': String(data.length),
        'Cache-Control': 'no-store',
      },
    })
  }),
]
