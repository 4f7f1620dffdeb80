'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import type { SubscriberPage, SubscriberStats } from '../../../lib/contract/subscribers'
import type { SubscriberFilter, SubscriberRow } from '../../../lib/subscriberState'
import { useSession } from '../session/SessionProvider'

/** The list's pages and the stats (shared with the dashboard's card) under one prefix, refreshed together. */
const SUBSCRIBERS_KEY = ['subscribers'] as const
const listKey = (filter: SubscriberFilter) => [...SUBSCRIBERS_KEY, 'list', filter.state, filter.search.trim()] as const

type Call = ReturnType<typeof useSession>['call']
const PAGE_LIMIT = 100 // the contract's largest page

/** Every page of the list the server filters (`?status=`, `?search=`): what the export writes is what it holds. */
const fetchAllSubscribers = async (call: Call, filter: SubscriberFilter): Promise<SubscriberRow[]> => {
  const rows: SubscriberRow[] = []
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ page: String(page), limit: String(PAGE_LIMIT) })
    if (filter.state !== 'all') params.set('status', filter.state)
    if (filter.search.trim()) params.set('search', filter.search.trim())
    const answer = await call<SubscriberPage & { subscribers: SubscriberRow[] }>(`/newsletter/subscribers?${params}`)
    rows.push(...answer.subscribers)
    if (page >= answer.pages || answer.subscribers.length === 0) break
  }
  return rows
}

export const useSubscriberList = (filter: SubscriberFilter) => {
  const { call } = useSession()
  return useQuery({
    queryKey: listKey(filter),
    queryFn: () => fetchAllSubscribers(call, filter),
    placeholderData: keepPreviousData,
  })
}

/** The filtered list fetched anew (every page), for the export: the file holds what the server has now. */
export const useFetchSubscribers = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return (filter: SubscriberFilter) =>
    queryClient.fetchQuery({
      queryKey: listKey(filter),
      queryFn: () => fetchAllSubscribers(call, filter),
      staleTime: 0,
    })
}

export const useSubscriberStats = () => {
  const { call } = useSession()
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, 'stats'],
    queryFn: () => call<SubscriberStats>('/newsletter/stats'),
  })
}

export const useToggleSubscriber = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: SubscriberRow['id']) =>
      call<SubscriberRow>(`/newsletter/subscribers/${id}/toggle`, { method: 'PATCH' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  })
}

export const useDeleteSubscriber = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: SubscriberRow['id']) => call(`/newsletter/subscribers/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_KEY }),
  })
}

/** A value that follows another once it has stopped changing for a moment (typing in the search). */
export const useSettled = <T>(value: T, delay = 300): T => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
