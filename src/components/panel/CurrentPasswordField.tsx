'use client'

import { PasswordField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { panelText } from '../../lib/i18n/panel'

type FieldState = { value?: unknown; initialValue?: unknown } | undefined

const edited = (field: FieldState) =>
  Boolean(field) && String(field?.value ?? '').trim() !== String(field?.initialValue ?? '').trim()

/**
 * The current password, asked for in the account view and one's own edit view as soon as a new password is
 * typed or the e-mail address or username is changed: those changes need it on every route
 * (collections/hooks/requireCurrentPassword.ts; usersUpdate checks it). The field is virtual and shown only on
 * one's own account (its admin condition), so the owner changing someone else's account is never asked for it.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { i18n } = useTranslation()
  const newPassword = useFormFields(([fields]) => Boolean(fields.password?.value))
  const newCredentials = useFormFields(([fields]) => edited(fields.email) || edited(fields.username))
  if (!newPassword && !newCredentials) return null
  const required = panelText(i18n as never, newPassword ? 'currentPasswordRequired' : 'currentPasswordForCredentials')
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true }}
      path={path}
      validate={(value) => (typeof value === 'string' && value !== '') || required}
    />
  )
}
