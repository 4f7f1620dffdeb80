import { describe, expect, it, vi } from 'vitest'

import { fetchDailyStats, fetchWeeklyStats, NO_AUTH_TOKEN } from '../../src/lib/analyticsStats'

describe('analytics statistics in the client (SPEC §8)', () => {
  it.each([null, undefined, ''])(
    'raise "No authentication token found" without a request when the token is %o',
    async (token) => {
      const request = vi.fn()
      await expect(fetchDailyStats(token, '2026-01-05', request)).rejects.toThrowError(new Error(NO_AUTH_TOKEN))
      await expect(fetchWeeklyStats(token, undefined, request)).rejects.toThrowError(new Error(NO_AUTH_TOKEN))
      expect(NO_AUTH_TOKEN).toBe('No authentication token found')
      expect(request).not.toHaveBeenCalled()
    },
  )

  it('ask the contract with the token, the date in the query', async () => {
    const request = vi.fn().mockResolvedValue({ success: true, data: [] })
    await fetchWeeklyStats('abc', '2026-01-05', request)
    await fetchDailyStats('abc', undefined, request)
    expect(request.mock.calls).toEqual([
      ['/simple-analytics/weekly-stats?date=2026-01-05', { token: 'abc' }],
      ['/simple-analytics/daily-stats', { token: 'abc' }],
    ])
  })
})
