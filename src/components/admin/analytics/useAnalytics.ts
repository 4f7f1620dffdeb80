'use client'

import { useQueries, useQuery } from '@tanstack/react-query'

import { fetchDailyStats, fetchWeeklyStats, type DailyStats } from '../../../lib/analyticsStats'
import { useSession } from '../session/SessionProvider'

/** Analytics reads go through the statistics client, which refuses to ask without a token (SPEC §8). */
export const useDailyStats = (date: string) => {
  const { withToken } = useSession()
  return useQuery({
    queryKey: ['analytics', 'daily', date],
    queryFn: () => withToken((token) => fetchDailyStats(token, date)),
  })
}

/** The 7 days ending `date` (today when absent), oldest first. */
export const useWeeklyStats = (date?: string) => {
  const { withToken } = useSession()
  return useQuery({
    queryKey: ['analytics', 'weekly', date ?? 'today'],
    queryFn: () => withToken((token) => fetchWeeklyStats(token, date)),
  })
}

/** Each day's stats of a week, for what the weekly answer does not break down: the most clicked buttons. */
export const useDaysStats = (dates: string[]) => {
  const { withToken } = useSession()
  return useQueries({
    queries: dates.map((date) => ({
      queryKey: ['analytics', 'daily', date],
      queryFn: () => withToken((token) => fetchDailyStats(token, date)),
    })),
    combine: (results) => ({
      data: results.every((result) => result.data) ? results.map((result) => result.data as DailyStats) : undefined,
      error: results.find((result) => result.error)?.error ?? null,
      isPending: results.some((result) => result.isPending),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  })
}
