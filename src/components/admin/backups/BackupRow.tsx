'use client'

import { useLanguage } from '../../site/LanguageProvider'
import { DeleteAction } from '../frame/DeleteAction'
import { RowFailure } from '../frame/RowFailure'
import { saveFile } from '../frame/saveFile'
import { useDateTimeText } from '../frame/useDateText'
import { useRowAction } from '../frame/useRowAction'
import { useAdminText, useMessageText } from '../useAdminText'
import { sizeParts } from './sizeText'
import { type ArchiveEntry, useDeleteBackup, useDownloadBackup } from './useBackups'

/** One archive: its part, date and size; download, restore and delete. */
export function BackupRow({ entry, onRestore }: { entry: ArchiveEntry; onRestore: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { locale } = useLanguage()
  const dateText = useDateTimeText()
  const { failure, run } = useRowAction()
  const download = useDownloadBackup()
  const remove = useDeleteBackup()
  const size = sizeParts(entry.size)
  const sizeValue = new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    maximumFractionDigits: size.unit === 'b' ? 0 : 1,
  }).format(size.value)

  return (
    <li className="admin-row" data-testid="backup-row" data-name={entry.name}>
      <div className="admin-row__main">
        <div className="admin-message__summary">
          <p className="admin-row__title admin-backup__name">
            {entry.name}{' '}
            {entry.safety ? (
              <span className="admin-tag admin-tag--muted" title={t('backups.safetyHint')}>
                {t('backups.safety')}
              </span>
            ) : null}
            {entry.name.endsWith('-daily.tar.gz') ? (
              <span className="admin-tag admin-tag--muted" title={t('backups.dailyHint')}>
                {t('backups.daily')}
              </span>
            ) : null}
            {entry.location ? (
              <span className="admin-tag" data-testid="backup-location">
                {t(`backups.locations.${entry.location}`)}
              </span>
            ) : null}
          </p>
          <p className="admin-row__meta">
            {t('backups.partColumn')}: {t(`backups.parts.${entry.type}.label`, { defaultValue: entry.type })} ·{' '}
            {t('backups.date')}: {dateText(entry.created_at)} · {t('backups.size')}:{' '}
            {t(`backups.sizes.${size.unit}`, { value: sizeValue })}
          </p>
          {download.error ? (
            <p className="form-status form-status--error" role="alert">
              {say(download.error.message)}
            </p>
          ) : null}
          <RowFailure failure={failure} />
        </div>
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={download.isPending}
          aria-label={`${t('backups.download')}: ${entry.name}`}
          onClick={() => download.mutate(entry.name, { onSuccess: (blob) => saveFile(blob, entry.name) })}
        >
          {download.isPending ? t('backups.downloading') : t('backups.download')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onRestore}
          aria-label={`${t('backups.restore')}: ${entry.name}`}
        >
          {t('backups.restore')}
        </button>
        <DeleteAction
          name={entry.name}
          title={t('backups.deleteTitle', { name: entry.name })}
          text={t('backups.deleteText')}
          onDelete={() => void run(() => remove.mutateAsync(entry.name), t('frame.deleted'))}
        />
      </div>
    </li>
  )
}
