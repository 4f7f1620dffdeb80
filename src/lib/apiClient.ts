/**
 * The browser's client of the /api contract, with SPEC §7's generic handling: a non-OK status yields the
 * body's error text or 'API request failed'; an exception yields 'Unknown error' (or the network's message).
 */
export type ApiResult<T> =
  | { success: true; data: T; message?: string }
  | { success: false; error: string; errors?: Record<string, string>; network?: boolean; status?: number }

export const API_REQUEST_FAILED = 'API request failed'
export const UNKNOWN_ERROR = 'Unknown error'

export const apiRequest = async <T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  if (init.token) {
    headers.Authorization = `Bearer ${init.token}`
    headers['x-access-token'] = init.token
    headers.token = init.token
  }
  let response: Response
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    })
  } catch {
    return { success: false, error: UNKNOWN_ERROR, network: true }
  }
  let body: { success?: boolean; data?: T; error?: string; errors?: Record<string, string>; message?: string } = {}
  try {
    body = await response.json()
  } catch {
    body = {}
  }
  if (!response.ok || body.success === false) {
    return { success: false, status: response.status, error: body.error || API_REQUEST_FAILED, ...(body.errors ? { errors: body.errors } : {}) }
  }
  return { success: true, data: body.data as T, ...(body.message ? { message: body.message } : {}) }
}
