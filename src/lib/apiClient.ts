/**
 * The browser's client of the /api contract, with SPEC §7's generic handling: a non-OK status yields the
 * body's error text or 'API request failed'; an exception yields 'Unknown error' (or the network's message).
 */
export type ApiResult<T> =
  | { success: true; data: T; message?: string }
  | { success: false; error: string; errors?: Record<string, string>; network?: boolean; status?: number }

export const API_REQUEST_FAILED = 'API request failed'
const UNKNOWN_ERROR = 'Unknown error'

/** A contract answer's body, as both the JSON client and the upload client read it. */
type Envelope<T> = { success?: boolean; data?: T; error?: string; errors?: Record<string, string>; message?: string }

const toResult = <T>(status: number, ok: boolean, body: Envelope<T>): ApiResult<T> =>
  !ok || body.success === false
    ? {
        success: false,
        status,
        error: body.error || API_REQUEST_FAILED,
        ...(body.errors ? { errors: body.errors } : {}),
      }
    : { success: true, data: body.data as T, ...(body.message ? { message: body.message } : {}) }

/** SPEC §6: a token travels three ways on every call. */
const tokenHeaders = (token: string | null | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}`, 'x-access-token': token, token } : {}

export const apiRequest = async <T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json', ...tokenHeaders(init.token) }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
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
  let body: Envelope<T> = {}
  try {
    body = await response.json()
  } catch {
    body = {}
  }
  return toResult(response.status, response.ok, body)
}

/**
 * A multipart upload (`POST`/`PUT /gallery`) with progress: fetch cannot report upload progress, so this one
 * call goes through XMLHttpRequest, with the same token headers and the same answer handling.
 */
export const apiUpload = <T>(
  path: string,
  form: FormData,
  init: { method?: string; token?: string | null; onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method ?? 'POST', `/api${path}`)
    xhr.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(tokenHeaders(init.token))) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) init.onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      let body: Envelope<T> = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = {}
      }
      resolve(toResult(xhr.status, xhr.status >= 200 && xhr.status < 300, body))
    }
    xhr.onerror = () => resolve({ success: false, error: UNKNOWN_ERROR, network: true })
    xhr.onabort = () => resolve({ success: false, error: UNKNOWN_ERROR, network: true })
    init.signal?.addEventListener('abort', () => xhr.abort())
    xhr.send(form)
  })

/** SPEC §8: what a failed backup download says, whatever went wrong. */
export const BACKUP_DOWNLOAD_FAILED = 'Failed to download backup'

/**
 * A file answer (`GET /backup/download/{name}`): SPEC §6 sends the Bearer header only on this call. A
 * failure keeps the status (a 401 means the session ended) and says `failure`, whatever the server said.
 */
export const apiDownload = async (
  path: string,
  init: { token?: string | null; failure?: string; signal?: AbortSignal } = {},
): Promise<ApiResult<Blob>> => {
  const failure = init.failure ?? API_REQUEST_FAILED
  try {
    const response = await fetch(`/api${path}`, {
      headers: init.token ? { Authorization: `Bearer ${init.token}` } : {},
      signal: init.signal,
    })
    if (!response.ok) return { success: false, status: response.status, error: failure }
    return { success: true, data: await response.blob() }
  } catch {
    return { success: false, error: failure, network: true }
  }
}
