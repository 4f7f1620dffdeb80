import type { DiscountItem } from '../../../lib/contract/discounts'
import { discountedPrice } from '../../../lib/discounts'
import { salonDay } from '../../../lib/salonDay'
import type { AdminService } from '../frame/useServiceList'

/** The promotion form: the contract's own fields (docs/api.md, Discounts), as the inputs hold them. */
export type PromotionFormValues = {
  service_id: string
  title_sv: string
  title_en: string
  description_sv: string
  description_en: string
  discount_percent: string
  original_price: string
  start_date: string
  end_date: string
  booking_link: string
  is_active: boolean
}

/** A new promotion runs today, the salon's (Stockholm) day: UTC's is yesterday's after 23:00 (22:00 in summer). */
export const emptyPromotion = (now: Date = new Date()): PromotionFormValues => ({
  service_id: '',
  title_sv: '',
  title_en: '',
  description_sv: '',
  description_en: '',
  discount_percent: '15',
  original_price: '',
  start_date: salonDay(now),
  end_date: salonDay(now),
  booking_link: '',
  is_active: true,
})

export const promotionToValues = (item: DiscountItem): PromotionFormValues => ({
  service_id: item.service_id === null ? '' : String(item.service_id),
  title_sv: item.title_sv,
  title_en: item.title_en ?? '',
  description_sv: item.description_sv ?? '',
  description_en: item.description_en ?? '',
  discount_percent: String(item.discount_percent),
  original_price: item.original_price === null ? '' : String(item.original_price),
  start_date: item.start_date.slice(0, 10),
  end_date: item.end_date.slice(0, 10),
  booking_link: item.booking_link ?? '',
  is_active: item.is_active === 1,
})

export const valuesToBody = (values: PromotionFormValues): Record<string, unknown> => ({
  ...values,
  title_en: values.title_en || null,
  description_sv: values.description_sv || null,
  description_en: values.description_en || null,
  is_active: values.is_active ? 1 : 0,
})

/** The promotion as the public page would get it, for the preview: the page's card and the page's price rule. */
export const previewItem = (
  values: PromotionFormValues,
  service: AdminService | undefined,
  id: string | number = 'preview',
): DiscountItem => {
  const percent = Number(values.discount_percent)
  const original = values.original_price.trim() === '' ? null : Number(values.original_price)
  return {
    id,
    service_id: values.service_id || null,
    title_sv: values.title_sv,
    title_en: values.title_en || null,
    description_sv: values.description_sv || null,
    description_en: values.description_en || null,
    discount_percent: Number.isFinite(percent) ? percent : 0,
    original_price: original !== null && Number.isFinite(original) ? original : null,
    start_date: values.start_date,
    end_date: values.end_date,
    is_active: values.is_active ? 1 : 0,
    booking_link: values.booking_link || null,
    service_name: service?.name ?? null,
    category: service?.category ?? null,
    discounted_price: Number.isFinite(percent)
      ? discountedPrice(percent, original !== null && Number.isFinite(original) ? original : null, service?.price)
      : null,
  }
}
