'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { PrivacyErase, PrivacyExport } from '../../../lib/schemas/privacyRequest'
import { useSession } from '../session/SessionProvider'

const key = (email: string | null) => ['privacy', email] as const

/** Everything held about one address (nothing is asked until an address is given). */
export const usePersonalData = (email: string | null) => {
  const { call } = useSession()
  return useQuery({
    queryKey: key(email),
    queryFn: () => call<PrivacyExport>(`/privacy/export?email=${encodeURIComponent(email!)}`),
    enabled: email !== null,
    // Personal data is fetched when asked for and not kept around afterwards.
    staleTime: 0,
    gcTime: 0,
  })
}

export const useErasePersonalData = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) => call<PrivacyErase>('/privacy/erase', { method: 'POST', body: { email } as never }),
    onSettled: (_data, _error, email) => queryClient.invalidateQueries({ queryKey: key(email) }),
  })
}

/** Hands the export to the browser as a JSON file (made in the page: no second request). */
export const downloadJson = (data: PrivacyExport): void => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `personal-data-${data.email}.json`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
