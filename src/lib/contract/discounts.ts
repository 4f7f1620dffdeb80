import type { Treatment } from '../../payload-types'

export type DiscountItem = {
  id: string | number
  service_id: string | number | null
  title_sv: string
  title_en: string | null
  description_sv: string | null
  description_en: string | null
  discount_percent: number
  original_price: number | null
  start_date: string
  end_date: string
  is_active: 1 | 0
  booking_link: string | null
  service_name: string | null
  category: Treatment['category'] | null
  discounted_price: number | null
}
