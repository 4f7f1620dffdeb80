import { z } from 'zod'

import { BACKUP_TYPE_NAMES, toBackupPart } from '../backupTypes'

const type = z
  .string({ error: 'type must be a text' })
  .trim()
  .transform((value, ctx) => {
    const part = toBackupPart(value)
    if (!part)
      ctx.addIssue({ code: 'custom', message: `Unknown backup type. Known types: ${BACKUP_TYPE_NAMES.join(', ')}` })
    return part ?? 'all'
  })

/** `POST /backup/create`: `{ type }`, `all` by default (SPEC §9). */
export const backupCreateSchema = z.object({ type: type.default('all') })

/** `POST /backup/restore`: `{ backupName, type }`; without a type, everything the archive holds. */
export const backupRestoreSchema = z.object({
  backupName: z
    .string({ error: 'Please name the backup to restore (backupName)' })
    .trim()
    .min(1, 'Please name the backup to restore (backupName)'),
  type: type.optional(),
  // Restore an archive this server did not sign (an old one, or one from elsewhere) anyway.
  force: z.boolean({ error: 'force must be true or false' }).optional(),
})
