'use client'

// Before any zod parse in the panel: its policy refuses the eval zod would probe for (src/lib/zodWithoutEval.ts).
import '../../lib/zodWithoutEval'
import { Button, useTranslation } from '@payloadcms/ui'
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react'

import { contractMessage, passkeyText } from '../../lib/i18n/panel'
import { addPasskey, type Send } from '../../lib/passkeyClient'
import type { PasskeyEntry } from '../../passkeys/staffPasskeys'
import { usePasskeysSupported } from '../passkeys/usePasskeysSupported'

type Answer<T> = { success?: boolean; data?: T; error?: string }

/** A call of the contract with the panel's own session cookie; throws the contract's error text. */
const contract = async <T,>(path: string, method = 'GET', body?: object): Promise<T> => {
  const response = await fetch(`/api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = (await response.json().catch(() => ({}))) as Answer<T>
  if (!response.ok || !answer.success) throw new Error(answer.error ?? 'API request failed')
  return answer.data as T
}
const send: Send = (path, body) => contract(path, 'POST', (body ?? {}) as object)

/** Enter in these inputs acts here, not as a save of the whole account form around them. */
const onEnter = (act: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return
  event.preventDefault()
  act()
}

/**
 * Passkeys in the panel's account view (a `ui` field on one's own account): add one on this device under a name,
 * see them, remove one with the password. Through the contract's `/api/auth/passkeys` routes, as the in-page admin.
 */
export function PasskeysPanel() {
  const { i18n } = useTranslation()
  const text = (key: Parameters<typeof passkeyText>[1], options?: Record<string, unknown>) =>
    passkeyText(i18n as never, key, options)
  const [passkeys, setPasskeys] = useState<PasskeyEntry[] | null>(null)
  const [name, setName] = useState('')
  const [removing, setRemoving] = useState<PasskeyEntry | null>(null)
  const [password, setPassword] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const supported = usePasskeysSupported()
  const load = useCallback(() => contract<PasskeyEntry[]>('/auth/passkeys').then(setPasskeys), [])
  useEffect(() => {
    void load().catch((error: Error) => setFailure(error.message))
  }, [load])
  const act = (work: () => Promise<void>, done: string) => async () => {
    setBusy(true)
    setFailure(null)
    setNote(null)
    try {
      await work()
      setNote(text(done as never))
      await load()
    } catch (error) {
      setFailure(contractMessage(i18n.language, (error as Error).message))
    } finally {
      setBusy(false)
    }
  }
  const add = act(async () => {
    await addPasskey(send, name.trim())
    setName('')
  }, 'added')
  const remove = act(async () => {
    if (!removing) return
    await contract(`/auth/passkeys/${removing.id}`, 'DELETE', { password })
    setPassword('')
    setRemoving(null)
  }, 'removed')
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'sv-SE', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso))

  return (
    <section className="salong-second-factor" aria-labelledby="salong-passkeys-title" data-testid="panel-passkeys">
      <h2 id="salong-passkeys-title">{text('title')}</h2>
      <p>{text('intro')}</p>
      {passkeys && passkeys.length === 0 ? <p>{text('none')}</p> : null}
      {passkeys && passkeys.length > 0 ? (
        <ul aria-label={text('listLabel')}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} data-testid="panel-passkey" data-name={passkey.name}>
              <strong>{passkey.name}</strong> · {text('addedOn', { date: date(passkey.created_at) })} ·{' '}
              {passkey.last_used_at ? text('lastUsed', { date: date(passkey.last_used_at) }) : text('neverUsed')}{' '}
              <Button
                buttonStyle="secondary"
                size="small"
                aria-label={text('removeNamed', { name: passkey.name })}
                onClick={() => setRemoving(passkey)}
              >
                {text('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {removing ? (
        <div role="group" aria-label={text('removeTitle', { name: removing.name })}>
          <p>{text('removeTitle', { name: removing.name })}</p>
          <div className="field-type text">
            <label className="field-label" htmlFor="salong-passkey-password">
              {text('password')}
            </label>
            <div className="field-type__wrap">
              <input
                id="salong-passkey-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                onKeyDown={onEnter(() => void remove())}
              />
            </div>
          </div>
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void remove()}>
            {text('confirmRemove')}
          </Button>{' '}
          <Button buttonStyle="secondary" size="small" onClick={() => setRemoving(null)}>
            {text('cancel')}
          </Button>
        </div>
      ) : supported ? (
        <div>
          <div className="field-type text">
            <label className="field-label" htmlFor="salong-passkey-name">
              {text('name')}
            </label>
            <div className="field-type__wrap">
              <input
                id="salong-passkey-name"
                value={name}
                maxLength={60}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={onEnter(() => void add())}
              />
            </div>
          </div>
          <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void add()}>
            {busy ? text('adding') : text('add')}
          </Button>
        </div>
      ) : (
        <p>{text('unsupported')}</p>
      )}
      {note ? <p role="status">{note}</p> : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  )
}
