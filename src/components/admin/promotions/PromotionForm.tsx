'use client'

import { useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import type { DiscountItem } from '../../../lib/contract/discounts'
import { discountCreateSchema } from '../../../lib/schemas/discount'
import { Field } from '../frame/Field'
import { schemaErrors, showServerErrors } from '../frame/formErrors'
import { FormFooter } from '../frame/FormFooter'
import { useLeaveGuard } from '../frame/LeaveGuard'
import { useToast } from '../frame/Toasts'
import { useServiceList } from '../frame/useServiceList'
import { useAdminText, useMessageText } from '../useAdminText'
import {
  emptyPromotion,
  previewItem,
  promotionToValues,
  valuesToBody,
  type PromotionFormValues,
} from './promotionFormValues'
import { PromotionPreview } from './PromotionPreview'
import { useSavePromotion } from './usePromotions'

/** Validated with the contract's own schema (the end date's rule included). */
const promotionResolver: Resolver<PromotionFormValues> = async (values) => {
  const errors = schemaErrors(discountCreateSchema.safeParse(valuesToBody(values)).error?.issues ?? [])
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
}

/** Create or edit a promotion, with the public card beside it as a live preview. */
export function PromotionForm({ promotion, onDone }: { promotion: DiscountItem | null; onDone: () => void }) {
  const { t } = useAdminText()
  const say = useMessageText()
  const toast = useToast()
  const services = useServiceList()
  const save = useSavePromotion()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<PromotionFormValues>({
    resolver: promotionResolver,
    defaultValues: promotion ? promotionToValues(promotion) : emptyPromotion(),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  useLeaveGuard(isDirty && !form.formState.isSubmitSuccessful)
  const values = useWatch({ control: form.control }) as PromotionFormValues
  const service = services.data?.find((item) => String(item.id) === values.service_id)
  const error = (name: keyof PromotionFormValues) => (errors[name]?.message ? say(errors[name].message) : undefined)

  const submit = form.handleSubmit(async (submitted) => {
    setFailure(null)
    try {
      await save.mutateAsync({ id: promotion?.id, body: valuesToBody(submitted) })
      toast(t('frame.saved'))
      onDone()
    } catch (failed) {
      const rest = showServerErrors(failed, form.setError)
      setFailure(rest ? say(rest) : t('frame.fixFields'))
    }
  })

  return (
    <div className="admin-editor">
      <form className="admin-form admin-panel" onSubmit={submit} noValidate data-testid="promotion-form">
        <Field label={t('promotions.service')} error={error('service_id')}>
          {(control) => (
            <select {...control} {...form.register('service_id')}>
              <option value="">{t('promotions.chooseService')}</option>
              {services.data?.map((item) => (
                <option key={item.id} value={String(item.id)}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="admin-columns">
          <Field label={t('promotions.titleSv')} error={error('title_sv')}>
            {(control) => <input {...control} {...form.register('title_sv')} />}
          </Field>
          <Field label={t('promotions.titleEn')} hint={t('promotions.englishHint')} error={error('title_en')}>
            {(control) => <input {...control} {...form.register('title_en')} />}
          </Field>
          <Field label={t('promotions.descriptionSv')} error={error('description_sv')}>
            {(control) => <textarea {...control} {...form.register('description_sv')} />}
          </Field>
          <Field label={t('promotions.descriptionEn')} error={error('description_en')}>
            {(control) => <textarea {...control} {...form.register('description_en')} />}
          </Field>
          <Field label={t('promotions.percent')} error={error('discount_percent')}>
            {(control) => <input {...control} inputMode="numeric" {...form.register('discount_percent')} />}
          </Field>
          <Field
            label={t('promotions.originalPrice')}
            hint={t('promotions.originalPriceHint')}
            error={error('original_price')}
          >
            {(control) => <input {...control} inputMode="decimal" {...form.register('original_price')} />}
          </Field>
          <Field label={t('promotions.startDate')} hint={t('promotions.startHint')} error={error('start_date')}>
            {(control) => <input {...control} type="date" {...form.register('start_date')} />}
          </Field>
          <Field label={t('promotions.endDate')} hint={t('promotions.endHint')} error={error('end_date')}>
            {(control) => <input {...control} type="date" {...form.register('end_date')} />}
          </Field>
        </div>
        <Field label={t('promotions.bookingLink')} hint={t('promotions.bookingLinkHint')} error={error('booking_link')}>
          {(control) => <input {...control} type="url" inputMode="url" {...form.register('booking_link')} />}
        </Field>
        <div className="field field--check">
          <label>
            <input type="checkbox" {...form.register('is_active')} /> {t('promotions.activeLabel')}
          </label>
          <p className="field__hint">{t('promotions.activeHint')}</p>
        </div>
        <FormFooter failure={failure} busy={isSubmitting} onCancel={onDone} />
      </form>
      <PromotionPreview item={previewItem(values, service, promotion?.id)} />
    </div>
  )
}
