'use client'

// Before any zod parse in the panel: its policy refuses the eval zod would probe for (src/lib/zodWithoutEval.ts).
import '../../lib/zodWithoutEval'
import { Button, toast, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'

import { contractMessage, panelText, passkeyText } from '../../lib/i18n/panel'
import { passkeyAssertion, passkeysSupported, type Send } from '../../lib/passkeyClient'
import { usePasskeysSupported } from '../passkeys/usePasskeysSupported'

type Answer = { second_factor_required?: boolean; errors?: { message?: string }[] }

/** The contract's passkey options (no session needed). */
const send: Send = async (path) => {
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; data?: never; error?: string }
  if (!response.ok || !answer.success) throw new Error(answer.error ?? 'API request failed')
  return answer.data as never
}

function TextRow({
  label,
  name,
  type = 'text',
  autoComplete,
  inputRef,
}: {
  label: string
  name: string
  type?: string
  autoComplete: string
  inputRef?: React.Ref<HTMLInputElement>
}) {
  // Payload's own ids for its login fields, so the page reads (and is driven) as Payload's login did.
  const id = `field-${name}`
  return (
    <div className={`field-type ${type === 'password' ? 'password' : 'text'}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        <span className="required">*</span>
      </label>
      <div className="field-type__wrap">
        <input id={id} name={name} type={type} autoComplete={autoComplete} required ref={inputRef} />
      </div>
    </div>
  )
}

/**
 * Username (or e-mail) and password, then, for a member with a second factor, the code: sent to Payload's
 * `/api/users/login` (collections/endpoints/usersLogin.ts), which answers `second_factor_required` for a right
 * password without the code. The password stays in the form for the second step.
 */
export function PanelLoginForm({
  loginUrl,
  forgotUrl,
  redirectTo,
}: {
  loginUrl: string
  forgotUrl: string
  redirectTo: string
}) {
  const { t, i18n } = useTranslation()
  const [askCode, setAskCode] = useState(false)
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)
  const supported = usePasskeysSupported()
  // The code's field takes the focus as it appears: the next thing to type.
  useEffect(() => {
    if (askCode) codeRef.current?.focus()
  }, [askCode])

  /** A passkey's assertion to Payload's users route, which answers with the panel's session cookie. */
  const passkeyLogin = useCallback(
    async (autofill: boolean) => {
      const response = await passkeyAssertion(send, { autofill })
      const answer = await fetch(loginUrl.replace(/\/login$/, '/passkey-login'), {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ response }),
      })
      if (answer.ok) return window.location.assign(redirectTo)
      const body = (await answer.json().catch(() => ({}))) as Answer
      throw new Error(body.errors?.[0]?.message ?? t('error:unknown'))
    },
    [loginUrl, redirectTo, t],
  )
  // The browser's own offer of a passkey in the username field's suggestions, from when the form opens.
  useEffect(() => {
    if (passkeysSupported()) passkeyLogin(true).catch(() => undefined)
  }, [passkeyLogin])
  const withPasskey = () => {
    setBusy(true)
    passkeyLogin(false)
      .catch((error: Error) => toast.error(contractMessage(i18n.language, error.message)))
      .finally(() => setBusy(false))
  }

  // A failure is a toast, as on Payload's own login form.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body = Object.fromEntries(['username', 'password', 'code'].map((name) => [name, form.get(name) ?? '']))
    setBusy(true)
    try {
      const response = await fetch(loginUrl, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      if (response.ok) return window.location.assign(redirectTo)
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (answer.second_factor_required && !askCode) {
        setAskCode(true)
      } else toast.error(answer.errors?.[0]?.message ?? t('error:unknown'))
    } catch {
      toast.error(t('error:unknown'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login__form" onSubmit={submit} noValidate={false} data-testid="panel-login-form">
      <div className="login__form__inputWrap">
        <TextRow label={t('authentication:emailOrUsername')} name="username" autoComplete="username webauthn" />
        <TextRow label={t('general:password')} name="password" type="password" autoComplete="current-password" />
        {askCode ? (
          <>
            <p role="status">{panelText(i18n as never, 'secondFactorNote')}</p>
            <TextRow
              label={panelText(i18n as never, 'secondFactorCode')}
              name="code"
              autoComplete="one-time-code"
              inputRef={codeRef}
            />
          </>
        ) : null}
      </div>
      <a href={forgotUrl}>{t('authentication:forgotPasswordQuestion')}</a>
      <Button type="submit" size="large" disabled={busy}>
        {t('authentication:login')}
      </Button>
      {supported ? (
        <Button type="button" buttonStyle="secondary" size="large" disabled={busy} onClick={withPasskey}>
          {passkeyText(i18n as never, 'signIn')}
        </Button>
      ) : null}
    </form>
  )
}
