'use client'

import { useState } from 'react'

import { BACKUP_PARTS, type BackupPart } from '../../../lib/backupTypes'
import { Field } from '../frame/Field'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { useCreateBackup } from './useBackups'

/** A new backup of the part chosen (`all` by default, SPEC §9), with progress while the server writes it. */
export function CreateBackupPanel() {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const create = useCreateBackup()
  const [part, setPart] = useState<BackupPart>('all')

  return (
    <section className="admin-panel admin-upload-panel" aria-labelledby="backup-create-title">
      <h3 id="backup-create-title">{t('backups.createTitle')}</h3>
      <Field
        label={t('backups.part')}
        hint={t(`backups.parts.${part}.description`)}
        className="admin-upload-panel__category"
      >
        {(control) => (
          <select
            {...control}
            value={part}
            disabled={create.isPending}
            onChange={(event) => setPart(event.target.value as BackupPart)}
            data-testid="backup-part"
          >
            {BACKUP_PARTS.map((value) => (
              <option key={value} value={value}>
                {t(`backups.parts.${value}.label`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="admin-actions admin-actions--start">
        <button
          type="button"
          className="button"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(part, { onSuccess: (entry) => toast(t('backups.created', { name: entry.name })) })
          }
        >
          {t('backups.create')}
        </button>
      </div>
      {create.isPending ? (
        <div className="admin-busy" role="status" data-testid="backup-progress">
          <progress className="admin-progress-native" aria-label={t('backups.creating')} />
          <p>{t('backups.creating')}</p>
        </div>
      ) : null}
      {create.error ? (
        <p className="form-status form-status--error" role="alert">
          {say(create.error.message)}
        </p>
      ) : null}
    </section>
  )
}
