'use client'

// Before any zod parse in the panel: its policy refuses the eval zod would probe for (src/lib/zodWithoutEval.ts).
import '../../lib/zodWithoutEval'
import { Button, useTranslation } from '@payloadcms/ui'
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react'

import type { SecondFactorSetup, SecondFactorStatus } from '../../lib/contract/secondFactor'
import { contractMessage, secondFactorText } from '../../lib/i18n/panel'

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

/** Enter in these inputs acts here, not as a save of the whole account form around them. */
const onEnter = (act: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return
  event.preventDefault()
  act()
}

function Input({
  id,
  label,
  type = 'text',
  value,
  onChange,
  onSubmit,
  autoComplete,
}: {
  id: string
  label: string
  type?: string
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  autoComplete: string
}) {
  return (
    <div className="field-type text">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id={id}
          type={type}
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onEnter(onSubmit)}
        />
      </div>
    </div>
  )
}

type Step =
  | { name: 'status' }
  | { name: 'confirm'; setup: SecondFactorSetup; qr: string }
  | { name: 'codes'; codes: string[] }
  | { name: 'turnOff' }

/**
 * Two-step verification in the panel's account view (a `ui` field on one's own account): set it up with the QR
 * code or the key, see the recovery codes once, turn it off with the password and a code. Through the contract's
 * `/api/auth/second-factor` routes, as the in-page admin does.
 */
export function SecondFactorPanel() {
  const { i18n } = useTranslation()
  const text = (key: Parameters<typeof secondFactorText>[1], options?: Record<string, unknown>) =>
    secondFactorText(i18n as never, key, options)
  const [status, setStatus] = useState<SecondFactorStatus | null>(null)
  const [step, setStep] = useState<Step>({ name: 'status' })
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(() => contract<SecondFactorStatus>('/auth/second-factor').then(setStatus), [])
  useEffect(() => {
    void load().catch((error: Error) => setFailure(error.message))
  }, [load])

  const act = (work: () => Promise<void>) => async () => {
    setBusy(true)
    setFailure(null)
    try {
      await work()
    } catch (error) {
      setFailure(contractMessage(i18n.language, (error as Error).message))
    } finally {
      setBusy(false)
    }
  }
  const start = act(async () => {
    const setup = await contract<SecondFactorSetup>('/auth/second-factor/setup', 'POST')
    const { toDataURL } = await import('qrcode')
    setStep({ name: 'confirm', setup, qr: await toDataURL(setup.otpauth_url, { margin: 2, width: 220 }) })
  })
  const enable = act(async () => {
    const { recovery_codes } = await contract<{ recovery_codes: string[] }>('/auth/second-factor/enable', 'POST', {
      code,
    })
    setCode('')
    setStep({ name: 'codes', codes: recovery_codes })
  })
  const disable = act(async () => {
    await contract('/auth/second-factor/disable', 'POST', { password, code })
    setPassword('')
    setCode('')
    setStep({ name: 'status' })
    await load()
  })
  const done = act(async () => {
    setStep({ name: 'status' })
    await load()
  })

  return (
    <section
      className="salong-second-factor"
      aria-labelledby="salong-second-factor-title"
      data-testid="panel-second-factor"
    >
      <h2 id="salong-second-factor-title">{text('title')}</h2>
      <p>{text('intro')}</p>
      {step.name === 'status' && status ? (
        <>
          <p data-testid="panel-second-factor-state">{status.enabled ? text('on') : text('off')}</p>
          {status.enabled ? (
            <>
              <p>{text('recoveryLeft', { count: status.recovery_codes_left })}</p>
              <Button buttonStyle="secondary" onClick={() => setStep({ name: 'turnOff' })}>
                {text('turnOff')}
              </Button>
            </>
          ) : (
            <Button buttonStyle="secondary" onClick={start} disabled={busy}>
              {busy ? text('settingUp') : text('setUp')}
            </Button>
          )}
        </>
      ) : null}
      {step.name === 'confirm' ? (
        <>
          <p>{text('scan')}</p>
          <img src={step.qr} alt={text('qrAlt')} width={220} height={220} className="salong-second-factor__qr" />
          <p>
            {text('secret')}: <code className="salong-second-factor__secret">{step.setup.secret}</code>
          </p>
          <Input
            id="salong-second-factor-code"
            label={text('confirmCode')}
            value={code}
            onChange={setCode}
            onSubmit={() => void enable()}
            autoComplete="one-time-code"
          />
          <Button onClick={enable} disabled={busy}>
            {busy ? text('enabling') : text('enable')}
          </Button>{' '}
          <Button buttonStyle="secondary" onClick={() => setStep({ name: 'status' })}>
            {text('cancel')}
          </Button>
        </>
      ) : null}
      {step.name === 'codes' ? (
        <>
          <h3>{text('codesTitle')}</h3>
          <p>{text('codesNote')}</p>
          <ul className="salong-second-factor__codes">
            {step.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button onClick={done}>{text('codesSaved')}</Button>
        </>
      ) : null}
      {step.name === 'turnOff' ? (
        <>
          <Input
            id="salong-second-factor-password"
            label={text('password')}
            type="password"
            value={password}
            onChange={setPassword}
            onSubmit={() => void disable()}
            autoComplete="current-password"
          />
          <Input
            id="salong-second-factor-off-code"
            label={text('code')}
            value={code}
            onChange={setCode}
            onSubmit={() => void disable()}
            autoComplete="one-time-code"
          />
          <Button onClick={disable} disabled={busy}>
            {busy ? text('turningOff') : text('turnOff')}
          </Button>{' '}
          <Button buttonStyle="secondary" onClick={() => setStep({ name: 'status' })}>
            {text('cancel')}
          </Button>
        </>
      ) : null}
      {failure ? (
        <p className="salong-login-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  )
}
