import type { Treatment } from '../../payload-types'

export type ServiceItem = {
  id: string | number
  name: string
  description: string | null
  category: Treatment['category']
  price: number
  duration: number
  duration_minutes: number
  image_url: string | null
  /** Beyond SPEC §7's shape: the image's WebP sizes as a `srcset` for the page (null without sizes). */
  image_srcset: string | null
  booking_link: string | null
  is_active: 1 | 0
}
