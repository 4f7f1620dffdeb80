'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useSession } from './SessionProvider'
import type { StaffSession } from './staffUser'
import { SECOND_FACTOR_REQUIRED } from '../../../lib/contract/secondFactor'
import { passkeyAssertion, passkeysSupported } from '../../../lib/passkeyClient'
import { loginSchema } from '../../../lib/schemas/login'
import { masterLoginSchema } from '../../../lib/schemas/masterLogin'
import { usePasskeysSupported } from '../../passkeys/usePasskeysSupported'
import { Field } from '../frame/Field'
import { useAdminText, useMessageText } from '../useAdminText'

type LoginValues = z.input<typeof loginSchema>
type MasterValues = z.input<typeof masterLoginSchema>

/** The answer to a failed login, in the admin's language, shown as the form's alert. */
function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="form-status form-status--error" role="alert">
      {message}
    </p>
  ) : null
}

function RememberMe({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useAdminText()
  return (
    <div className="field field--check">
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="remember-me"
        />{' '}
        {t('session.remember')}
      </label>
      <p className="field__hint">{t('session.rememberHint')}</p>
    </div>
  )
}

/**
 * "Sign in with a passkey", and the browser's own offer of a passkey in the username field's suggestions
 * (`autocomplete="username webauthn"`), waiting from when the form opens.
 */
function usePasskeySignIn(remember: boolean, onFailure: (message: string) => void) {
  const { call, signIn } = useSession()
  const [busy, setBusy] = useState(false)
  const supported = usePasskeysSupported()
  const rememberRef = useRef(remember)
  useEffect(() => {
    rememberRef.current = remember
  }, [remember])
  const signInWith = useCallback(
    async (autofill: boolean) => {
      const send = <T,>(path: string, body?: unknown) => call<T>(path, { method: 'POST', body } as never)
      const response = await passkeyAssertion(send, { autofill })
      const session = await call<StaffSession>('/auth/passkey/login', { method: 'POST', body: { response } } as never)
      signIn(session, rememberRef.current)
    },
    [call, signIn],
  )
  useEffect(() => {
    // The offer in the suggestions ends when the person uses the button (a new ceremony) or leaves the form.
    if (passkeysSupported()) signInWith(true).catch(() => undefined)
  }, [signInWith])
  const start = () => {
    setBusy(true)
    signInWith(false)
      .catch((error: Error) => onFailure(error.message))
      .finally(() => setBusy(false))
  }
  return { start, busy, supported }
}

function PasswordLogin({ remember, onRemember }: { remember: boolean; onRemember: (value: boolean) => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { call, signIn } = useSession()
  const [failure, setFailure] = useState<string | null>(null)
  // The password was right and the account has a second factor: the same form asks for the code too.
  const [askCode, setAskCode] = useState(false)
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const passkey = usePasskeySignIn(remember, (message) => setFailure(say(message)))

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      signIn(await call<StaffSession>('/auth/login', { method: 'POST', body: values }), remember)
    } catch (error) {
      const message = (error as Error).message
      if (message === SECOND_FACTOR_REQUIRED && !askCode) {
        setAskCode(true)
        setTimeout(() => form.setFocus('code'))
        return
      }
      setFailure(say(message))
    }
  })

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <Field label={t('session.username')} error={errors.username && say(errors.username.message ?? '')}>
        {(control) => <input {...control} autoComplete="username webauthn" {...form.register('username')} />}
      </Field>
      <Field label={t('session.password')} error={errors.password && say(errors.password.message ?? '')}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      {askCode ? (
        <>
          <p role="status">{t('secondFactor.loginCodeNote')}</p>
          <Field
            label={t('secondFactor.code')}
            hint={t('secondFactor.codeHint')}
            error={errors.code && say(errors.code.message ?? '')}
          >
            {(control) => (
              <input {...control} autoComplete="one-time-code" data-testid="login-code" {...form.register('code')} />
            )}
          </Field>
        </>
      ) : null}
      <RememberMe checked={remember} onChange={onRemember} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('session.loggingIn') : t('session.login')}
      </button>
      {passkey.supported ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={passkey.busy}
          onClick={() => {
            setFailure(null)
            passkey.start()
          }}
          data-testid="passkey-login"
        >
          {passkey.busy ? t('passkeys.signingIn') : t('passkeys.signIn')}
        </button>
      ) : null}
      <FormAlert message={failure} />
    </form>
  )
}

function MasterLogin({ remember, onRemember }: { remember: boolean; onRemember: (value: boolean) => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { call, signIn } = useSession()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<MasterValues>({
    resolver: zodResolver(masterLoginSchema),
    defaultValues: { masterPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      signIn(await call<StaffSession>('/auth/master-login', { method: 'POST', body: values }), remember)
    } catch (error) {
      setFailure(say((error as Error).message))
    }
  })

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <Field
        label={t('session.masterPassword')}
        hint={t('session.masterHint')}
        error={errors.masterPassword && say(errors.masterPassword.message ?? '')}
      >
        {(control) => <input {...control} type="password" autoComplete="off" {...form.register('masterPassword')} />}
      </Field>
      <RememberMe checked={remember} onChange={onRemember} />
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('session.loggingIn') : t('session.login')}
      </button>
      <FormAlert message={failure} />
    </form>
  )
}

/** Username and password, or the master password as its own path (SPEC §6); remember me chooses the storage. */
export function LoginForm() {
  const { t } = useAdminText()
  const [remember, setRemember] = useState(false)
  return (
    <Tabs className="admin-tabs">
      <TabList aria-label={t('session.methods')} className="admin-tabs__list">
        <Tab id="password" className="admin-tabs__tab">
          {t('session.withPassword')}
        </Tab>
        <Tab id="master" className="admin-tabs__tab">
          {t('session.withMaster')}
        </Tab>
      </TabList>
      <TabPanel id="password">
        <PasswordLogin remember={remember} onRemember={setRemember} />
      </TabPanel>
      <TabPanel id="master">
        <MasterLogin remember={remember} onRemember={setRemember} />
      </TabPanel>
    </Tabs>
  )
}
