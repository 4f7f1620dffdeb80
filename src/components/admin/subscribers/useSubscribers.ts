'use client'

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'

import type { SubscriberPage, SubscriberStats } from '../../../lib/contract/subscribers'
import type { SubscriberSort } from '../../../lib/schemas/subscriberListQuery'
import type { SubscriberFilter, SubscriberRow } from '../../../lib/subscriberState'
import { useSession } from '../session/SessionProvider'

/** The list's pages and the stats (shared with the dashboard's card) under one prefix, refreshed together. */
const SUBSCRIBERS_KEY = ['subscribers'] as const

/** Rows on a page of the list: the server reads one page at a time, whatever the list's length. */
const SUBSCRIBER_PAGE_SIZE = 50

/** The list's query as the server reads it (`?status=`, `?search=`, `?sort=`), without the page. */
export const subscriberQuery = (filter: SubscriberFilter, sort: SubscriberSort): URLSearchParams => {
  const params = new URLSearchParams({ sort })
  if (filter.state !== 'all') params.set('status', filter.state)
  if (filter.search.trim()) params.set('search', filter.search.trim())
  return params
}

/** One page of the list the server filters and sorts. */
export const useSubscriberList = (filter: SubscriberFilter, sort: SubscriberSort, page: number) => {
  const { call } = useSession()
  const params = subscriberQuery(filter, sort)
  params.set('page', String(page))
  params.set('limit', String(SUBSCRIBER_PAGE_SIZE))
  return useQuery({
    queryKey: [...SUBSCRIBERS_KEY, 'list', params.toString()],
    queryFn: () => call<SubscriberPage & { subscribers: SubscriberRow[] }>(`/newsletter/subscribers?${params}`),
    placeholderData: keepPreviousData,
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

export const useLiftBounce = () => {
  const { call } = useSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: SubscriberRow['id']) =>
      call<SubscriberRow>(`/newsletter/subscribers/${id}/lift-bounce`, { method: 'POST' }),
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
