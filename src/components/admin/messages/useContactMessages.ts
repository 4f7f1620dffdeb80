'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { ContactMessage, ContactMessagePage } from '../../../lib/contract/messages'
import { useSession } from '../session/SessionProvider'

/** One prefix for the inbox's pages and the navigation's unread count: a change refreshes them together. */
const MESSAGES_KEY = ['messages'] as const

/** Messages on a page of the inbox: the server reads one page at a time, however many there are. */
const MESSAGE_PAGE_SIZE = 25

const pageQuery = (page: number, limit: number, search = '') =>
  new URLSearchParams({ page: String(page), limit: String(limit), ...(search ? { search } : {}) })

/** One page of the inbox, unread first, searched on the server. */
export const useContactMessages = (page: number, search: string) => {
  const { call } = useSession()
  const query = pageQuery(page, MESSAGE_PAGE_SIZE, search.trim())
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'page', query.toString()],
    queryFn: () => call<ContactMessagePage>(`/contact/messages?${query}`),
    placeholderData: keepPreviousData,
  })
}

/** How many messages are unread (the navigation's count): a page of one answers it. */
export const useUnreadCount = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: async () => (await call<ContactMessagePage>(`/contact/messages?${pageQuery(1, 1)}`)).unread,
  })
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
