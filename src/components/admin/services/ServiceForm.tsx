'use client'

import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import {
  emptyService,
  serviceResolver,
  serviceToValues,
  valuesToBodies,
  type ServiceFormValues,
} from './serviceFormValues'
import { ServiceImagePicker } from './ServiceImagePicker'
import { useSaveService, useServiceCategories } from './useServices'
import { Field } from '../frame/Field'
import { showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useLeaveGuard } from '../frame/LeaveGuard'
import { useToast } from '../frame/Toasts'
import type { AdminService } from '../frame/useServiceList'
import { useAdminText, useCategoryLabel, useMessageText } from '../useAdminText'

/** Create or edit a service: texts in both languages, category from the contract, picture, price and booking. */
export function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const categoryLabel = useCategoryLabel()
  const toast = useToast()
  const categories = useServiceCategories()
  const save = useSaveService()
  const [failure, setFailure] = useState<string | null>(null)
  // A new service keeps the id it got, so saving again after a partial failure does not create a second one.
  const [storedId, setStoredId] = useState(service?.id)
  const form = useForm<ServiceFormValues>({
    resolver: serviceResolver,
    defaultValues: service ? serviceToValues(service) : emptyService,
  })
  const { errors, isDirty, isSubmitting } = form.formState
  useLeaveGuard(isDirty && !form.formState.isSubmitSuccessful)
  const error = (name: keyof ServiceFormValues) => (errors[name]?.message ? say(errors[name].message) : undefined)

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await save.mutateAsync({ id: storedId, ...valuesToBodies(values), onStored: setStoredId })
      toast(t('frame.saved'))
      onDone()
    } catch (failed) {
      const rest = showServerErrors(failed, form.setError, { duration_minutes: 'duration' })
      setFailure(rest ? say(rest) : t('frame.fixFields'))
    }
  })

  return (
    <form className="admin-form admin-panel" onSubmit={submit} noValidate data-testid="service-form">
      <div className="admin-columns">
        <Field label={t('services.nameSv')} error={error('name')}>
          {(control) => <input {...control} {...form.register('name')} />}
        </Field>
        <Field label={t('services.nameEn')} hint={t('services.englishHint')} error={error('name_en')}>
          {(control) => <input {...control} {...form.register('name_en')} />}
        </Field>
        <Field label={t('services.descriptionSv')} error={error('description')}>
          {(control) => <textarea {...control} {...form.register('description')} />}
        </Field>
        <Field label={t('services.descriptionEn')} error={error('description_en')}>
          {(control) => <textarea {...control} {...form.register('description_en')} />}
        </Field>
        <Field label={t('services.category')} error={error('category')}>
          {(control) => (
            <select {...control} {...form.register('category')}>
              {(categories.data ?? [form.getValues('category')]).map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('services.bookingLink')} hint={t('services.bookingLinkHint')} error={error('booking_link')}>
          {(control) => <input {...control} type="url" inputMode="url" {...form.register('booking_link')} />}
        </Field>
        <Field label={t('services.price')} error={error('price')}>
          {(control) => <input {...control} inputMode="decimal" {...form.register('price')} />}
        </Field>
        <Field label={t('services.duration')} error={error('duration')}>
          {(control) => <input {...control} inputMode="numeric" {...form.register('duration')} />}
        </Field>
      </div>
      <Controller
        control={form.control}
        name="image_url"
        render={({ field }) => (
          <ServiceImagePicker value={field.value} title={form.getValues('name')} onChange={field.onChange} />
        )}
      />
      <div className="field field--check">
        <label>
          <input type="checkbox" {...form.register('is_active')} /> {t('services.activeLabel')}
        </label>
        <p className="field__hint">{t('services.activeHint')}</p>
      </div>
      <FormFooter failure={failure} busy={isSubmitting} onCancel={onDone} />
    </form>
  )
}
