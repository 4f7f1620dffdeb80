'use client'

import { useDateTimeText } from '../frame/useDateText'
import { useAdminText } from '../useAdminText'
import { useBackupSchedule } from './useBackups'

/** The daily backup: when it is made, where it is kept, how many are kept, and how its last run went. */
export function ScheduleStatus() {
  const { t } = useAdminText()
  const dateText = useDateTimeText()
  const { data } = useBackupSchedule()
  if (!data) return null
  const last = data.last_run
  return (
    <section className="admin-panel" aria-labelledby="backup-schedule-title" data-testid="backup-schedule">
      <h3 id="backup-schedule-title">{t('backups.schedule.title')}</h3>
      {data.hour === null ? (
        <p>{t('backups.schedule.off')}</p>
      ) : (
        <>
          <p>
            {t('backups.schedule.at', { hour: data.hour, where: t(`backups.schedule.where.${data.storage}`) })}{' '}
            {t('backups.schedule.keeps', { daily: data.keep_daily, weekly: data.keep_weekly })}
          </p>
          <p
            className={last && !last.succeeded ? 'form-status form-status--error' : undefined}
            role={last && !last.succeeded ? 'alert' : undefined}
            data-testid="backup-schedule-last"
          >
            {!last
              ? t('backups.schedule.none')
              : last.succeeded
                ? t('backups.schedule.lastOk', { when: dateText(last.at), name: last.archive ?? '' })
                : t('backups.schedule.lastFailed', { when: dateText(last.at), error: last.error ?? '' })}
          </p>
        </>
      )}
    </section>
  )
}
