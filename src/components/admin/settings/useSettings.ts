'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { SettingEntry } from '../../../lib/contract/settings'
import type { SettingsUpdate } from '../../../lib/schemas/settingsUpdate'
import { useSession } from '../session/SessionProvider'

const settingsKeys = { all: ['settings'] as const }

/** Every setting key with its stored Swedish and English value (no fallbacks: an unset value is ''). */
export const useSettingEntries = () => {
  const { call } = useSession()
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => call<SettingEntry[]>('/settings') })
}

/** PUT /settings answers every entry as stored: that answer becomes the cache. */
export const useSaveSettings = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: SettingsUpdate) => call<SettingEntry[]>('/settings', { method: 'PUT', body: update }),
    onSuccess: (entries) => queryClient.setQueryData(settingsKeys.all, entries),
  })
}
