'use client'

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ContactMessage, ContactMessageList } from '../../../lib/contract/messages'
import { useSession } from '../session/SessionProvider'

/** One cache entry for the list, the navigation's unread count and the dashboard's card. */
const MESSAGES_KEY = ['messages'] as const

export const useContactMessages = () => {
  const { call } = useSession()
  return useQuery({ queryKey: MESSAGES_KEY, queryFn: () => call<ContactMessageList>('/contact/messages') })
}

export const useMarkRead = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: ContactMessage['id']) => call<ContactMessage>(`/contact/messages/${id}/read`, { method: 'PATCH' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  })
}

export const useDeleteMessage = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: ContactMessage['id']) => call(`/contact/messages/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  })
}
