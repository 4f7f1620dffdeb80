'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'

import { ApiFailure } from './ApiFailure'
import type { StaffSession, StaffUser } from './staffUser'
import { clearToken, readToken, saveToken } from './tokenStorage'
import { verifyToken } from './verifyToken'
import { apiDownload, apiRequest, apiUpload, type ApiResult } from '../../../lib/apiClient'
import { SET_UP_SECOND_FACTOR } from '../../../lib/contract/secondFactor'

type RequestInit = { method?: string; body?: unknown; signal?: AbortSignal }
type UploadInit = { method?: string; onProgress?: (fraction: number) => void; signal?: AbortSignal }

type Session = {
  status: 'checking' | 'signedOut' | 'signedIn'
  user: StaffUser | null
  /** A call answered 401: the staff member logs in again over the area they were in, which stays as it was. */
  expired: boolean
  /** The owner requires a second factor and this member has none: the admin shows only its setup. */
  setupRequired: boolean
  /** The member has just set one up: the admin opens as usual. */
  finishSetup: () => void
  signIn: (session: StaffSession, remember: boolean) => void
  signOut: () => Promise<void>
  /** A contract call with the token in all three headers; a failure throws an ApiFailure. */
  call: <T>(path: string, init?: RequestInit) => Promise<T>
  upload: <T>(path: string, form: FormData, init?: UploadInit) => Promise<T>
  /** A file answer with the Bearer header only (SPEC §6); a failure throws an ApiFailure saying `failure`. */
  download: (path: string, failure: string) => Promise<Blob>
  /** A client function that needs the token itself (analytics refuses to ask without one, SPEC §8); settled like `call`. */
  withToken: <T>(send: (token: string | null) => Promise<ApiResult<T>>) => Promise<T>
}

const SessionContext = createContext<Session | null>(null)

export const useSession = (): Session => {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession outside SessionProvider')
  return session
}

/** The staff session of SPEC §6: the stored token checked on opening, every call authenticated, 401 handled once here. */
export function SessionProvider({ children }: { children: ReactNode }) {
  // The admin renders only in the browser (a lazy chunk), so the stored token can be read on the first render.
  const [stored] = useState(readToken)
  const [status, setStatus] = useState<Session['status']>(stored ? 'checking' : 'signedOut')
  const [user, setUser] = useState<StaffUser | null>(null)
  const [expired, setExpired] = useState(false)
  const [setupRequired, setSetupRequired] = useState(false)
  const tokenRef = useRef<string | null>(null)

  useEffect(() => {
    if (!stored) return
    let cancelled = false
    void verifyToken(stored).then((verified) => {
      if (cancelled) return
      if (!verified) {
        clearToken()
        return setStatus('signedOut')
      }
      tokenRef.current = stored
      setSetupRequired(Boolean(verified.second_factor_setup_required))
      setUser(verified)
      setStatus('signedIn')
    })
    return () => {
      cancelled = true
    }
  }, [stored])

  const signIn = useCallback((session: StaffSession, remember: boolean) => {
    saveToken(session.token, remember)
    tokenRef.current = session.token
    setSetupRequired(Boolean(session.second_factor_setup_required))
    setUser(session.user)
    setExpired(false)
    setStatus('signedIn')
  }, [])

  const finishSetup = useCallback(() => setSetupRequired(false), [])

  const signOut = useCallback(async () => {
    const token = tokenRef.current
    tokenRef.current = null
    clearToken()
    setUser(null)
    setExpired(false)
    setStatus('signedOut')
    if (token) await apiRequest('/auth/logout', { method: 'POST', token })
  }, [])

  const settle = useCallback(<T,>(result: ApiResult<T>): T => {
    if (result.success) return result.data
    if (result.status === 401) setExpired(true)
    if (result.status === 403 && result.error === SET_UP_SECOND_FACTOR) setSetupRequired(true)
    throw new ApiFailure(result.error, result.status, result.errors, result.network)
  }, [])

  const call = useCallback(
    async <T,>(path: string, init: RequestInit = {}) =>
      settle(await apiRequest<T>(path, { ...init, token: tokenRef.current })),
    [settle],
  )
  const upload = useCallback(
    async <T,>(path: string, form: FormData, init: UploadInit = {}) =>
      settle(await apiUpload<T>(path, form, { ...init, token: tokenRef.current })),
    [settle],
  )
  const download = useCallback(
    async (path: string, failure: string) => settle(await apiDownload(path, { token: tokenRef.current, failure })),
    [settle],
  )

  const withToken = useCallback(
    async <T,>(send: (token: string | null) => Promise<ApiResult<T>>) => settle(await send(tokenRef.current)),
    [settle],
  )

  const value = useMemo<Session>(
    () => ({ status, user, expired, setupRequired, finishSetup, signIn, signOut, call, upload, download, withToken }),
    [status, user, expired, setupRequired, finishSetup, signIn, signOut, call, upload, download, withToken],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}
