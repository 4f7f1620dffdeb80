'use client'

import { useState } from 'react'

import { AreaHeading } from '../frame/AreaHeading'
import { QueryState } from '../frame/states'
import { useAdminText } from '../useAdminText'
import { BackupRow } from './BackupRow'
import { CreateBackupPanel } from './CreateBackupPanel'
import { RestoreDialog } from './RestoreDialog'
import { ScheduleStatus } from './ScheduleStatus'
import { type ArchiveEntry, useBackupList } from './useBackups'

/**
 * Backups of the content (never staff accounts): the daily backup's state, create, download, restore after typing
 * the name, delete; each archive says where it lives when a bucket is configured.
 */
export function BackupsArea() {
  const { t } = useAdminText()
  const backups = useBackupList()
  const [restoring, setRestoring] = useState<ArchiveEntry | null>(null)

  return (
    <>
      <AreaHeading>{t('frame.areas.backups')}</AreaHeading>
      <ScheduleStatus />
      <CreateBackupPanel />
      <QueryState query={backups} isEmpty={(list) => list.length === 0} empty={t('backups.empty')}>
        {(list) => (
          <ul className="admin-list" aria-label={t('backups.listLabel')} data-testid="backup-list">
            {list.map((entry) => (
              <BackupRow key={entry.name} entry={entry} onRestore={() => setRestoring(entry)} />
            ))}
          </ul>
        )}
      </QueryState>
      {restoring ? <RestoreDialog entry={restoring} onClose={() => setRestoring(null)} /> : null}
    </>
  )
}
