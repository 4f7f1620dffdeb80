'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'

import { addPasskey, type Send } from '../../../lib/passkeyClient'
import type { PasskeyEntry } from '../../../passkeys/staffPasskeys'
import { useSession } from '../session/SessionProvider'

const PASSKEYS_KEY = ['passkeys'] as const

/** The contract's POST through the session (the token in its headers). */
const useSend = (): Send => {
  const { call } = useSession()
  return useCallback(<T>(path: string, body?: unknown) => call<T>(path, { method: 'POST', body } as never), [call])
}

export const usePasskeyList = () => {
  const { call } = useSession()
  return useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => call<PasskeyEntry[]>('/auth/passkeys') })
}

export const useAddPasskey = () => {
  const send = useSend()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) => addPasskey<PasskeyEntry>(send, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  })
}

export const useRemovePasskey = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...confirm }: { id: PasskeyEntry['id']; password?: string; code?: string }) =>
      call(`/auth/passkeys/${id}`, { method: 'DELETE', body: confirm } as never),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
  })
}
