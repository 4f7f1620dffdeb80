'use client'

import { PasswordField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

import { panelText } from '../../lib/i18n/panel'

/**
 * The current password, asked for in the account view and one's own edit view as soon as a new password is
 * typed: changing one's own password needs it on every route (collections/hooks/requireCurrentPassword.ts;
 * usersUpdate checks it). The field is virtual and shown only on one's own account (its admin condition), so
 * the owner resetting someone else's password is never asked for it.
 */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => {
  const { i18n } = useTranslation()
  const changing = useFormFields(([fields]) => Boolean(fields.password?.value))
  if (!changing) return null
  return (
    <PasswordField
      autoComplete="current-password"
      field={{ ...field, required: true }}
      path={path}
      validate={(value) =>
        (typeof value === 'string' && value !== '') || panelText(i18n as never, 'currentPasswordRequired')
      }
    />
  )
}
