'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type {
  SecondFactorEnabled,
  SecondFactorRequirement,
  SecondFactorSetup,
  SecondFactorStatus,
} from '../../../lib/contract/secondFactor'
import { useSession } from '../session/SessionProvider'

const secondFactorKeys = { status: ['second-factor'] as const }

/** The signed-in member's second factor, and the owner's requirement. */
export const useSecondFactorStatus = () => {
  const { call } = useSession()
  return useQuery({ queryKey: secondFactorKeys.status, queryFn: () => call<SecondFactorStatus>('/auth/second-factor') })
}

/** The three calls that change it. Enabling leaves the status as it was until `refresh`: the codes come first. */
export const useSecondFactorCalls = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.status })
  return {
    setup: () => call<SecondFactorSetup>('/auth/second-factor/setup', { method: 'POST' }),
    enable: (code: string) =>
      call<SecondFactorEnabled>('/auth/second-factor/enable', { method: 'POST', body: { code } }),
    refresh,
    disable: async (body: { password: string; code: string }) => {
      await call('/auth/second-factor/disable', { method: 'POST', body })
      await refresh()
    },
  }
}

export const useSaveRequirement = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (required: boolean) =>
      call<SecondFactorRequirement>('/auth/second-factor/requirement', { method: 'PUT', body: { required } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.status }),
  })
}
