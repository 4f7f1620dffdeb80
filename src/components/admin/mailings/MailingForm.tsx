'use client'

import { useEffect, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import type { Notification } from '../../../lib/contract/notifications'
import { mailingCreateSchema, mailingPreviewSchema } from '../../../lib/schemas/mailing'
import { Field } from '../frame/Field'
import { schemaErrors, showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useLeaveGuard } from '../frame/LeaveGuard'
import { useToast } from '../frame/Toasts'
import { useAdminText, useMessageText } from '../useAdminText'
import { emptyMailing, hasText, mailingToValues, valuesToBody, type MailingFormValues } from './mailingFormValues'
import { MailPreview } from './MailPreview'
import { TemplatePicker, type GeneratedTexts } from './TemplatePicker'
import { usePreviewMailing, useSaveMailing } from './useMailings'

/** Validated with the contract's own schema (Swedish required, the length limits). */
const mailingResolver: Resolver<MailingFormValues> = async (values) => {
  const errors = schemaErrors(mailingCreateSchema.safeParse(valuesToBody(values)).error?.issues ?? [])
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}

/** Write or edit a mailing in both languages, start from a template, and see the e-mail as subscribers will. */
export function MailingForm({ mailing, onDone }: { mailing: Notification | null; onDone: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const save = useSaveMailing()
  const preview = usePreviewMailing()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<MailingFormValues>({
    resolver: mailingResolver,
    defaultValues: mailing ? mailingToValues(mailing) : emptyMailing(),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  useLeaveGuard(isDirty && !form.formState.isSubmitSuccessful)
  // A preview shows what was previewed: once the texts change, it goes until asked for again.
  const resetPreview = preview.reset
  useEffect(() => {
    const watching = form.watch(() => resetPreview())
    return () => watching.unsubscribe()
  }, [form, resetPreview])
  const error = (name: keyof MailingFormValues) => (errors[name]?.message ? say(errors[name].message) : undefined)

  const fill = (texts: GeneratedTexts) => {
    const options = { shouldDirty: true, shouldValidate: false }
    for (const key of ['subject_sv', 'subject_en', 'body_sv', 'body_en', 'template'] as const)
      form.setValue(key, texts[key], options)
    form.clearErrors()
    toast(t('mailings.generated'))
  }

  const showPreview = async () => {
    setFailure(null)
    if (!(await form.trigger(['subject_sv', 'body_sv', 'subject_en', 'body_en']))) return
    const body = mailingPreviewSchema.parse(valuesToBody(form.getValues()))
    try {
      await preview.mutateAsync(body)
    } catch (failed) {
      const rest = showServerErrors(failed, form.setError)
      setFailure(rest ? say(rest) : t('frame.fixFields'))
    }
  }

  const submit = form.handleSubmit(async (submitted) => {
    setFailure(null)
    try {
      await save.mutateAsync({ id: mailing?.id, body: valuesToBody(submitted) })
      toast(t('frame.saved'))
      onDone()
    } catch (failed) {
      const rest = showServerErrors(failed, form.setError)
      setFailure(rest ? say(rest) : t('frame.fixFields'))
    }
  })

  return (
    <div className="admin-stack">
      <TemplatePicker hasText={hasText(form.watch())} onGenerated={fill} />
      <form className="admin-form admin-panel" onSubmit={submit} noValidate data-testid="mailing-form">
        <div className="admin-columns">
          <Field label={t('mailings.subjectSv')} error={error('subject_sv')}>
            {(control) => <input {...control} {...form.register('subject_sv')} />}
          </Field>
          <Field label={t('mailings.subjectEn')} hint={t('mailings.englishHint')} error={error('subject_en')}>
            {(control) => <input {...control} {...form.register('subject_en')} />}
          </Field>
          <Field label={t('mailings.bodySv')} error={error('body_sv')}>
            {(control) => <textarea {...control} rows={12} {...form.register('body_sv')} />}
          </Field>
          <Field label={t('mailings.bodyEn')} error={error('body_en')}>
            {(control) => <textarea {...control} rows={12} {...form.register('body_en')} />}
          </Field>
        </div>
        <div className="field field--check">
          <label>
            <input type="checkbox" {...form.register('is_active')} /> {t('mailings.activeLabel')}
          </label>
          <p className="field__hint">{t('mailings.activeHint')}</p>
        </div>
        <div className="admin-actions admin-actions--start">
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void showPreview()}
            disabled={preview.isPending}
            data-testid="mail-preview-button"
          >
            {preview.isPending ? t('mailings.previewing') : t('mailings.preview')}
          </button>
        </div>
        <FormFooter failure={failure} busy={isSubmitting} onCancel={onDone} saveTestId="mailing-save" />
      </form>
      {preview.data ? <MailPreview preview={preview.data} /> : null}
    </div>
  )
}
