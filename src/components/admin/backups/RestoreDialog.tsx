'use client'

import { useState } from 'react'

import { AdminDialog } from '../frame/AdminDialog'
import { Field } from '../frame/Field'
import { useAdminText, useMessageText } from '../useAdminText'
import { type ArchiveEntry, useRestoreBackup } from './useBackups'

/**
 * A restore, only once the backup's name is typed exactly: it says what it replaces, shows progress while it
 * runs, then what was restored and the name of the safety backup that holds the content from before.
 */
export function RestoreDialog({ entry, onClose }: { entry: ArchiveEntry; onClose: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const restore = useRestoreBackup()
  const [typed, setTyped] = useState('')
  const answer = restore.data
  const matches = typed === entry.name
  const partLabel = (part: string) => t(`backups.parts.${part}.label`, { defaultValue: part })

  return (
    <AdminDialog
      title={t('backups.restoreTitle', { name: entry.name })}
      isOpen
      onClose={onClose}
      required={restore.isPending}
    >
      {answer ? (
        <div data-testid="restore-result">
          <p className="form-status form-status--success" role="status">
            {t('backups.restored')}
          </p>
          <h3 className="admin-message__heading">{t('backups.restoredCounts')}</h3>
          <dl className="admin-details" data-testid="restore-counts">
            {Object.entries(answer.restored).map(([part, count]) => (
              <div key={part} className="admin-details__pair">
                <dt>{partLabel(part)}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
          {answer.safety_backup ? (
            <p data-testid="restore-safety">{t('backups.safetyBackup', { name: answer.safety_backup })}</p>
          ) : null}
          <div className="admin-actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's safe choice takes focus (WAI-ARIA dialog pattern) */}
            <button type="button" className="button" onClick={onClose} autoFocus>
              {t('backups.close')}
            </button>
          </div>
        </div>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (matches && !restore.isPending) restore.mutate(entry)
          }}
        >
          <p>{t('backups.restoreReplaces')}</p>
          <div className="admin-preview" data-testid="restore-replaces">
            <p className="admin-row__title">{partLabel(entry.type)}</p>
            <p className="admin-row__meta">{t(`backups.parts.${entry.type}.description`, { defaultValue: '' })}</p>
          </div>
          <p>{t('backups.restoreSafety')}</p>
          <Field label={t('backups.confirmName')} hint={t('backups.confirmNameHint', { name: entry.name })}>
            {(control) => (
              <input
                {...control}
                value={typed}
                autoComplete="off"
                spellCheck={false}
                disabled={restore.isPending}
                onChange={(event) => setTyped(event.target.value)}
                data-testid="restore-name"
              />
            )}
          </Field>
          {restore.isPending ? (
            <div className="admin-busy" role="status" data-testid="restore-progress">
              <progress className="admin-progress-native" aria-label={t('backups.restoring')} />
              <p>{t('backups.restoring')}</p>
            </div>
          ) : null}
          {restore.error ? (
            <p className="form-status form-status--error" role="alert">
              {say(restore.error.message)}
            </p>
          ) : null}
          <div className="admin-actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={restore.isPending}>
              {t('frame.cancel')}
            </button>
            <button
              type="submit"
              className="button button--danger"
              disabled={!matches || restore.isPending}
              data-testid="restore-confirm"
            >
              {t('backups.restoreNow')}
            </button>
          </div>
        </form>
      )}
    </AdminDialog>
  )
}
