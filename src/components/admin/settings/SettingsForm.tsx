'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import type { SettingEntry } from '../../../lib/contract/settings'
import { settingsUpdateSchema } from '../../../lib/schemas/settingsUpdate'
import type { SettingKey } from '../../../lib/settingKeys'
import { Field } from '../frame/Field'
import { showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useLeaveGuard } from '../frame/LeaveGuard'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { useSaveSettings } from './useSettings'

type Values = z.input<typeof settingsUpdateSchema>
type Update = z.output<typeof settingsUpdateSchema>
type Language = 'value_sv' | 'value_en'

// Longer texts get room to breathe; the rest are one line.
const MULTILINE: readonly SettingKey[] = ['site_description', 'address', 'opening_hours', 'privacy_text', 'terms_text']
const ROWS: Partial<Record<SettingKey, number>> = { site_description: 4, privacy_text: 6, terms_text: 6 }
const INPUT_TYPE: Partial<Record<SettingKey, string>> = { contact_email: 'email', contact_phone: 'tel' }
const HINTED: readonly SettingKey[] = ['opening_hours', 'instagram', 'facebook', 'privacy_text', 'terms_text']

/** Every setting key, its Swedish and English value side by side, saved together with PUT /settings. */
export function SettingsForm({ entries }: { entries: SettingEntry[] }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const save = useSaveSettings()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<Values, unknown, Update>({
    resolver: zodResolver(settingsUpdateSchema),
    defaultValues: { settings: entries },
  })
  const { errors, isDirty, isSubmitting } = form.formState
  useLeaveGuard(isDirty)

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await save.mutateAsync(values)
      form.reset({ settings: saved })
      toast(t('settings.saved'))
    } catch (caught) {
      // What was typed stays; field errors arrive as `settings.N.value_sv`, the form's own names.
      const rest = showServerErrors(caught, form.setError)
      setFailure(rest ? say(rest) : null)
    }
  })

  const control = (index: number, key: SettingKey, language: Language) => {
    const label = t(language === 'value_sv' ? 'settings.inSwedish' : 'settings.inEnglish', {
      label: t(`settings.keys.${key}`),
    })
    const message = errors.settings?.[index]?.[language]?.message
    return (
      <Field
        label={label}
        error={message ? say(message) : undefined}
        hint={HINTED.includes(key) ? t(`settings.hints.${key}`) : undefined}
      >
        {(props) =>
          MULTILINE.includes(key) ? (
            <textarea {...props} rows={ROWS[key] ?? 3} {...form.register(`settings.${index}.${language}`)} />
          ) : (
            <input {...props} type={INPUT_TYPE[key] ?? 'text'} {...form.register(`settings.${index}.${language}`)} />
          )
        }
      </Field>
    )
  }

  return (
    <form
      className="admin-form admin-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="settings-texts-title"
      data-testid="settings-form"
    >
      <h3 id="settings-texts-title">{t('settings.textsTitle')}</h3>
      <p className="field__hint">{t('settings.textsIntro')}</p>
      {entries.map((entry, index) => (
        <fieldset key={entry.key} className="admin-setting">
          <legend>{t(`settings.keys.${entry.key}`)}</legend>
          <div className="admin-columns">
            {control(index, entry.key, 'value_sv')}
            {control(index, entry.key, 'value_en')}
          </div>
        </fieldset>
      ))}
      <FormFooter failure={failure} busy={isSubmitting} canSave={isDirty} saveTestId="settings-save" />
    </form>
  )
}
