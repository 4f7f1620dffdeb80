/**
 * Where the staff token lives (SPEC §6): `auth_token`, in local storage when the staff member chose to be
 * remembered, else in session storage (this tab only). A token an older client left under `admin_token` is
 * honoured too.
 */
const TOKEN_KEY = 'auth_token'
const LEGACY_TOKEN_KEY = 'admin_token'

const stores = (): Storage[] => {
  try {
    return [window.localStorage, window.sessionStorage]
  } catch {
    return []
  }
}

export const readToken = (): string | null => {
  for (const store of stores()) {
    const token = store.getItem(TOKEN_KEY) ?? store.getItem(LEGACY_TOKEN_KEY)
    if (token) return token
  }
  return null
}

export const saveToken = (token: string, remember: boolean): void => {
  clearToken()
  try {
    ;(remember ? window.localStorage : window.sessionStorage).setItem(TOKEN_KEY, token)
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

export const clearToken = (): void => {
  for (const store of stores()) {
    store.removeItem(TOKEN_KEY)
    store.removeItem(LEGACY_TOKEN_KEY)
  }
}
