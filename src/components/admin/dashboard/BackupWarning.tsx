'use client'

import { useBackupSchedule } from '../backups/useBackups'
import { useOpenArea } from '../frame/AreaNavigation'
import { useDateTimeText } from '../frame/useDateText'
import { useAdminText } from '../useAdminText'

/** Warns when the last daily backup failed or is more than 36 hours old (the server decides: `warning`). */
export function BackupWarning() {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const openArea = useOpenArea()
  const { data } = useBackupSchedule()
  if (!data?.warning) return null
  const when = data.warning === 'failed' ? data.last_run?.at : (data.last_success_at ?? data.last_run?.at)
  return (
    <div className="form-status form-status--error" role="alert" data-testid="backup-warning">
      <p>
        {t(data.warning === 'failed' ? 'dashboard.backupFailed' : 'dashboard.backupStale', {
          when: when ? dateText(when) : '–',
        })}
      </p>
      <button type="button" className="button button--ghost button--small" onClick={() => openArea('backups')}>
        {t('dashboard.openBackups')}
      </button>
    </div>
  )
}
