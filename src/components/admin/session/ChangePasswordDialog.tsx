'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { useSession } from './SessionProvider'
import { changePasswordSchema } from '../../../lib/schemas/changePassword'
import { AdminDialog } from '../frame/AdminDialog'
import { Field } from '../frame/Field'
import { showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'

type Values = z.input<typeof changePasswordSchema>

/** Current and new password, with the contract's rules and messages. */
export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const { call } = useSession()
  const toast = useToast()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const { errors, isSubmitting } = form.formState

  const close = () => {
    form.reset()
    setFailure(null)
    onClose()
  }
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await call('/auth/change-password', { method: 'POST', body: values })
      toast(t('session.passwordChanged'))
      close()
    } catch (error) {
      const rest = showServerErrors(error, form.setError)
      setFailure(rest ? say(rest) : null)
    }
  })

  return (
    <AdminDialog title={t('frame.changePassword')} isOpen={isOpen} onClose={close}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <Field
          label={t('session.currentPassword')}
          error={errors.currentPassword && say(errors.currentPassword.message ?? '')}
        >
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </Field>
        <Field
          label={t('session.newPassword')}
          hint={t('session.newPasswordHint')}
          error={errors.newPassword && say(errors.newPassword.message ?? '')}
        >
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </Field>
        <FormFooter failure={failure} busy={isSubmitting} onCancel={close} />
      </form>
    </AdminDialog>
  )
}
