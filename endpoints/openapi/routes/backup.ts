import { z } from 'zod'

import { backupCreateSchema, backupRestoreSchema } from '../../../src/lib/schemas/backup'
import type { RouteDoc } from '../../http/route'
import { archiveAnswer, backupScheduleAnswer, listedArchiveAnswer, restoreAnswer } from '../answers'

const NOT_AN_ARCHIVE = 'That is not the name of a backup made by this server.'
const NOT_FOUND = 'Backup not found.'

/** /backup: archives of the content, staff only (endpoints/backup.ts). */
export const backupRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/backup/status',
    summary: 'The backups',
    staff: true,
    success: {
      data: z.array(listedArchiveAnswer),
      description: 'Every archive, in the backup folder and the bucket, newest first.',
    },
  },
  {
    method: 'get',
    path: '/backup/schedule',
    summary: 'The daily backup: its settings, its last run, and whether staff should be warned',
    staff: true,
    success: { data: backupScheduleAnswer, description: 'The schedule and its last run.' },
  },
  {
    method: 'post',
    path: '/backup/create',
    summary: 'Make a backup',
    staff: true,
    body: backupCreateSchema,
    success: { status: 201, data: archiveAnswer, description: 'The new archive.' },
  },
  {
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
        'This backup is not signed by this server (made before backups were signed, or elsewhere). Restore it only if you trust where it came from: send { "force": true } with the request.',
        'This backup was signed by another server or has been changed since. Restore it only if you trust where it came from: send { "force": true } with the request.',
        'The restore was not started: the daily clean-up is running. Please try again in a minute.',
        'N promotions refer to treatments that this backup does not hold; …',
      ],
      500: ['The restore failed. … (the answer names the safety backup of the content before it)'],
    },
  },
  {
    method: 'delete',
    path: '/backup/:name',
    summary: 'Delete a backup',
    staff: true,
    success: { data: z.object({ name: z.string() }), description: 'The archive is deleted; its name.' },
    errors: { 400: [NOT_AN_ARCHIVE], 404: [NOT_FOUND] },
  },
  {
    method: 'get',
    path: '/backup/download/:name',
    summary: 'Download a backup',
    description: 'The archive file itself (gzip), its size also in `X-Backup-Size`.',
    staff: true,
    success: { file: 'The archive.', mediaType: 'application/gzip' },
    errors: { 400: [NOT_AN_ARCHIVE], 404: [NOT_FOUND] },
  },
]
