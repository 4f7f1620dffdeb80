'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { BACKUP_DOWNLOAD_FAILED } from '../../../lib/apiClient'
import type { BackupPart } from '../../../lib/backupTypes'
import type { BackupScheduleAnswer, ListedArchive } from '../../../lib/contract/backups'
import { useSession } from '../session/SessionProvider'

/** An archive as listed: `location` says where it lives when a bucket is configured. */
export type ArchiveEntry = ListedArchive

/** What `POST /backup/restore` answers (docs/api.md); `safety_backup` names the archive of what it replaced. */
export type RestoreAnswer = {
  backup: string
  type: BackupPart
  restored: Record<string, number>
  safety_backup?: string
}

const BACKUPS_KEY = ['backups'] as const

export const useBackupList = () => {
  const { call } = useSession()
  return useQuery({ queryKey: BACKUPS_KEY, queryFn: () => call<ArchiveEntry[]>('/backup/status') })
}

/** The daily backup's settings, last run and warning (`GET /backup/schedule`); read anew with the list. */
export const useBackupSchedule = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: [...BACKUPS_KEY, 'schedule'],
    queryFn: () => call<BackupScheduleAnswer>('/backup/schedule'),
  })
}

export const useCreateBackup = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (type: BackupPart) => call<ArchiveEntry>('/backup/create', { method: 'POST', body: { type } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  })
}

export const useRestoreBackup = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: ArchiveEntry) =>
      call<RestoreAnswer>('/backup/restore', { method: 'POST', body: { type: entry.type, backupName: entry.name } }),
    // The content changed under every area (and a safety backup joined the list): everything is read anew.
    onSettled: () => queryClient.invalidateQueries(),
  })
}

export const useDeleteBackup = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => call(`/backup/${encodeURIComponent(name)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  })
}

/** The archive's bytes, with the Bearer header only (SPEC §6); any failure says SPEC §8's text. */
export const useDownloadBackup = () => {
  const { download } = useSession()
  return useMutation({
    mutationFn: (name: string) => download(`/backup/download/${encodeURIComponent(name)}`, BACKUP_DOWNLOAD_FAILED),
  })
}
