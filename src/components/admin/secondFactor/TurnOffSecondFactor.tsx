'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useSecondFactorCalls } from './useSecondFactor'
import { secondFactorDisableSchema } from '../../../lib/schemas/secondFactor'
import { Field } from '../frame/Field'
import { showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'

type Values = z.input<typeof secondFactorDisableSchema>

/** Turning the factor off takes the password and a code (or a recovery code), as a login does. */
export function TurnOffSecondFactor({ onCancel }: { onCancel: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const { disable } = useSecondFactorCalls()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(secondFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await disable(values)
      toast(t('secondFactor.turnedOff'))
    } catch (error) {
      const rest = showServerErrors(error, form.setError)
      setFailure(rest ? say(rest) : null)
    }
  })
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label={t('secondFactor.turnOffTitle')}>
      <Field label={t('secondFactor.password')} error={errors.password && say(errors.password.message ?? '')}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      <Field
        label={t('secondFactor.code')}
        hint={t('secondFactor.codeHint')}
        error={errors.code && say(errors.code.message ?? '')}
      >
        {(control) => <input {...control} autoComplete="one-time-code" {...form.register('code')} />}
      </Field>
      <FormFooter failure={failure} busy={isSubmitting} onCancel={onCancel} saveTestId="second-factor-turn-off" />
    </form>
  )
}
