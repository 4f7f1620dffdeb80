import { apiRequest, type ApiResult } from './apiClient'

/** SPEC §8: asking for analytics statistics without a token raises exactly this (the staff routes answer it too). */
export const NO_AUTH_TOKEN = 'No authentication token found'

/** `GET /simple-analytics/daily-stats` (docs/api.md, Analytics). */
type DailyClick = { element_type: string; element_id: string | null; element_name: string | null; count: number }
export type DailyStats = {
  date: string
  visits: number
  unique_visitors: number
  total_clicks: number
  clicks: DailyClick[]
}
/** One day of `GET /simple-analytics/weekly-stats`: the 7 days ending the date, oldest first. */
export type WeekDay = { date: string; visits: number; unique_visitors: number; clicks: number }

type Request = typeof apiRequest

/** A statistics read: refused in the client, before any request, when there is no token. */
const statsRequest = async <T>(
  path: string,
  token: string | null | undefined,
  request: Request,
): Promise<ApiResult<T>> => {
  if (!token) throw new Error(NO_AUTH_TOKEN)
  return request<T>(path, { token })
}

const dateQuery = (date?: string) => (date ? `?date=${encodeURIComponent(date)}` : '')

export const fetchDailyStats = (token: string | null | undefined, date?: string, request: Request = apiRequest) =>
  statsRequest<DailyStats>(`/simple-analytics/daily-stats${dateQuery(date)}`, token, request)

export const fetchWeeklyStats = (token: string | null | undefined, date?: string, request: Request = apiRequest) =>
  statsRequest<WeekDay[]>(`/simple-analytics/weekly-stats${dateQuery(date)}`, token, request)

/** Today as the contract counts days (UTC), for the date picker's default. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10)
