'use client'

import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { apiRequest } from '../../lib/apiClient'

/** SPEC §6: the token is kept under auth_token (admin_token is read too, for older clients). */
const TOKEN_KEYS = ['auth_token', 'admin_token'] as const
type StaffUser = { id: string | number; username: string; name?: string | null }

const storedToken = (): string | null => {
  try {
    for (const key of TOKEN_KEYS) {
      const token = window.localStorage.getItem(key) ?? window.sessionStorage.getItem(key)
      if (token) return token
    }
  } catch {
    return null
  }
  return null
}

/**
 * The in-page admin's entry: staff log in here with the contract's /auth routes. The management screens
 * themselves are Payload's panel for now, linked from here.
 */
export default function AdminScreen({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [user, setUser] = useState<StaffUser | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [credentials, setCredentials] = useState({ username: '', password: '' })
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'error'; error?: string }>({ status: 'idle' })

  useEffect(() => {
    const saved = storedToken()
    if (!saved) return
    void apiRequest<StaffUser>('/auth/profile', { token: saved }).then((result) => {
      if (result.success) {
        setUser(result.data)
        setToken(saved)
      }
    })
  }, [])

  const login = async (event: FormEvent) => {
    event.preventDefault()
    setState({ status: 'sending' })
    const result = await apiRequest<{ token: string; user: StaffUser }>('/auth/login', { method: 'POST', body: credentials })
    if (!result.success) return setState({ status: 'error', error: result.error || t('admin.loginFailed') })
    window.localStorage.setItem('auth_token', result.data.token)
    setToken(result.data.token)
    setUser(result.data.user)
    setCredentials({ username: '', password: '' })
    setState({ status: 'idle' })
  }

  const logout = async () => {
    await apiRequest('/auth/logout', { method: 'POST', token })
    for (const key of TOKEN_KEYS) {
      window.localStorage.removeItem(key)
      window.sessionStorage.removeItem(key)
    }
    setUser(null)
    setToken(null)
  }

  return (
    <main className="admin-screen" data-testid="admin-screen">
      <header className="admin-screen__header">
        <h1>{t('admin.title')}</h1>
        <button type="button" className="button button--ghost" onClick={onBack} data-testid="admin-back">
          {t('admin.back')}
        </button>
      </header>
      {user ? (
        <section className="admin-screen__panel">
          <p>{t('admin.loggedInAs', { name: user.name || user.username })}</p>
          <p className="admin-screen__actions">
            <a className="button" href="/admin">
              {t('admin.openPanel')}
            </a>
            <button type="button" className="button button--ghost" onClick={logout}>
              {t('admin.logout')}
            </button>
          </p>
        </section>
      ) : (
        <form className="admin-screen__panel" onSubmit={login}>
          <h2>{t('admin.login')}</h2>
          <div className="field">
            <label htmlFor={`${id}-username`}>{t('admin.username')}</label>
            <input
              id={`${id}-username`}
              autoComplete="username"
              required
              value={credentials.username}
              onChange={(event) => setCredentials((current) => ({ ...current, username: event.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('admin.password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={credentials.password}
              onChange={(event) => setCredentials((current) => ({ ...current, password: event.target.value }))}
            />
          </div>
          <button type="submit" className="button" disabled={state.status === 'sending'}>
            {state.status === 'sending' ? t('admin.loggingIn') : t('admin.login')}
          </button>
          {state.status === 'error' ? (
            <p className="form-status form-status--error" role="alert">
              {state.error}
            </p>
          ) : null}
        </form>
      )}
    </main>
  )
}
