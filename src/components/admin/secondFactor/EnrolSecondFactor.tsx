'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { QrCode } from './QrCode'
import { RecoveryCodes } from './RecoveryCodes'
import { useSecondFactorCalls } from './useSecondFactor'
import type { SecondFactorSetup } from '../../../lib/contract/secondFactor'
import { secondFactorEnableSchema } from '../../../lib/schemas/secondFactor'
import { Field } from '../frame/Field'
import { showServerErrors } from '../frame/formErrors'
import { useAdminText, useMessageText } from '../useAdminText'

type Values = z.input<typeof secondFactorEnableSchema>

function ConfirmCode({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: SecondFactorSetup
  onEnabled: (codes: string[]) => void
  onCancel: () => void
}) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { enable } = useSecondFactorCalls()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values>({ resolver: zodResolver(secondFactorEnableSchema), defaultValues: { code: '' } })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null)
    try {
      onEnabled((await enable(code)).recovery_codes)
    } catch (error) {
      const rest = showServerErrors(error, form.setError)
      setFailure(rest ? say(rest) : null)
    }
  })
  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <p>{t('secondFactor.scan')}</p>
      <QrCode text={setup.otpauth_url} label={t('secondFactor.qrAlt')} />
      <p className="second-factor__secret">
        {t('secondFactor.secret')}: <code data-testid="second-factor-secret">{setup.secret}</code>
      </p>
      <Field
        label={t('secondFactor.confirmCode')}
        hint={t('secondFactor.confirmHint')}
        error={errors.code && say(errors.code.message ?? '')}
      >
        {(control) => (
          <input {...control} inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
        )}
      </Field>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('secondFactor.cancel')}
        </button>
        <button type="submit" className="button" disabled={isSubmitting} data-testid="second-factor-enable">
          {isSubmitting ? t('secondFactor.enabling') : t('secondFactor.enable')}
        </button>
      </div>
    </form>
  )
}

type Step = { name: 'start' } | { name: 'confirm'; setup: SecondFactorSetup } | { name: 'codes'; codes: string[] }

/** Setting a second factor up: a new secret as a QR code and as text, a code to confirm, the recovery codes once. */
export function EnrolSecondFactor({ onDone, headingLevel }: { onDone: () => void; headingLevel?: 3 | 4 }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { setup } = useSecondFactorCalls()
  const [step, setStep] = useState<Step>({ name: 'start' })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const start = async () => {
    setBusy(true)
    setFailure(null)
    try {
      setStep({ name: 'confirm', setup: await setup() })
    } catch (error) {
      setFailure(say((error as Error).message))
    } finally {
      setBusy(false)
    }
  }

  if (step.name === 'codes') return <RecoveryCodes codes={step.codes} onDone={onDone} headingLevel={headingLevel} />
  if (step.name === 'confirm')
    return (
      <ConfirmCode
        setup={step.setup}
        onEnabled={(codes) => setStep({ name: 'codes', codes })}
        onCancel={() => setStep({ name: 'start' })}
      />
    )
  return (
    <div className="admin-actions admin-actions--start">
      <button type="button" className="button" onClick={start} disabled={busy} data-testid="second-factor-set-up">
        {busy ? t('secondFactor.settingUp') : t('secondFactor.setUp')}
      </button>
      {failure ? (
        <p className="form-status form-status--error" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
