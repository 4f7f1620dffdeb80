'use client'

import { ProgressBar } from 'react-aria-components'

import { useAdminText, useMessageText } from '../useAdminText'
import type { UploadEntry } from './useUploadQueue'

/** One file's row: its own progress bar and how it went (a refusal or failure in the server's words). */
function UploadRow({ entry, onRetry }: { entry: UploadEntry; onRetry: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const name = entry.file.name
  return (
    <li className="admin-upload" data-testid="upload-row" data-status={entry.status}>
      <div className="admin-upload__head">
        <span className="admin-upload__name">{name}</span>
        {entry.status === 'sending' ? <span>{t('gallery.upload.sending')}</span> : null}
        {entry.status === 'done' ? <span className="admin-upload__done">{t('gallery.upload.done')}</span> : null}
      </div>
      {entry.status === 'refused' ? null : (
        <ProgressBar
          value={entry.progress * 100}
          aria-label={t('gallery.upload.progress', { name })}
          className="admin-progress-wrap"
        >
          {({ percentage }) => (
            <div className="admin-progress">
              <div className="admin-progress__bar" style={{ width: `${percentage ?? 0}%` }} />
            </div>
          )}
        </ProgressBar>
      )}
      {entry.status === 'refused' || entry.status === 'failed' ? (
        <div className="admin-upload__problem">
          <p className="field__error" role="alert">
            {t(entry.status === 'refused' ? 'gallery.upload.refused' : 'gallery.upload.failed', {
              error: say(entry.error ?? ''),
            })}
          </p>
          {entry.status === 'failed' ? (
            <button type="button" className="button button--small button--ghost" onClick={onRetry}>
              {t('gallery.upload.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}

export function UploadQueue({
  entries,
  onRetry,
  onClear,
}: {
  entries: UploadEntry[]
  onRetry: (entry: UploadEntry) => void
  onClear: () => void
}) {
  const { t } = useAdminText()
  if (entries.length === 0) return null
  return (
    <div className="admin-uploads">
      <ul className="admin-list" aria-label={t('gallery.upload.queueLabel')}>
        {entries.map((entry) => (
          <UploadRow key={entry.key} entry={entry} onRetry={() => onRetry(entry)} />
        ))}
      </ul>
      {entries.some((entry) => entry.status !== 'sending') ? (
        <div className="admin-actions">
          <button type="button" className="button button--small button--ghost" onClick={onClear}>
            {t('gallery.upload.clear')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
