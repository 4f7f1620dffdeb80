'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { DiscountItem } from '../../../lib/contract/discounts'
import { useSession } from '../session/SessionProvider'

const PROMOTIONS_KEY = ['discounts'] as const

/** Every promotion (staff read all of them, whatever their dates or state). */
export const usePromotions = () => {
  const { call } = useSession()
  return useQuery({ queryKey: PROMOTIONS_KEY, queryFn: () => call<DiscountItem[]>('/discounts?lang=sv') })
}

export const useSavePromotion = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | number; body: Record<string, unknown> }) =>
      id
        ? call<DiscountItem>(`/discounts/${id}`, { method: 'PUT', body })
        : call<DiscountItem>('/discounts', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  })
}

export const useTogglePromotion = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | number) => call<DiscountItem>(`/discounts/${id}/toggle`, { method: 'PATCH' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  })
}

export const useDeletePromotion = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string | number) => call(`/discounts/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  })
}
