import type { PayloadRequest } from 'payload'

import type { TemplateDiscount, TemplateData } from '../lib/contract/notifications'
import { dayOf, discountedPrice, discountState, isDiscountVisible } from '../lib/discounts'
import { publishedAnd } from '../lib/published'
import type { Promotion, Treatment } from '../payload-types'
import { findSiteSettings } from '../queries/siteSettings'

type Localized = { sv?: string | null; en?: string | null }
type AllLocales<T, K extends keyof T> = Omit<T, K> & { [P in K]?: Localized }
type TreatmentAll = AllLocales<Treatment, 'name' | 'description'>
type PromotionAll = Omit<AllLocales<Promotion, 'title' | 'description'>, 'treatment'> & {
  treatment: TreatmentAll | number | string
}

const both = (value: Localized | undefined) => ({ sv: value?.sv ?? '', en: value?.en || value?.sv || '' })

const toDiscount = (doc: PromotionAll): TemplateDiscount => {
  const treatment = typeof doc.treatment === 'object' ? doc.treatment : undefined
  const title = both(doc.title)
  const name = both(treatment?.name)
  return {
    id: doc.id,
    title_sv: title.sv,
    title_en: title.en,
    service_name_sv: name.sv,
    service_name_en: name.en,
    discount_percent: doc.discountPercent,
    original_price: doc.originalPrice ?? treatment?.price ?? null,
    discounted_price: discountedPrice(doc.discountPercent, doc.originalPrice, treatment?.price),
    start_date: dayOf(doc.startDate),
    end_date: dayOf(doc.endDate),
  }
}

export const findTemplateData = async (req: PayloadRequest, now = new Date()): Promise<TemplateData> => {
  const common = { req, overrideAccess: false, pagination: false, locale: 'all', fallbackLocale: false } as const
  const [promotions, treatments, sv, en] = await Promise.all([
    req.payload.find({
      collection: 'promotions',
      where: publishedAnd({ isActive: { equals: true } }),
      sort: 'startDate',
      depth: 1,
      ...common,
    }),
    req.payload.find({
      collection: 'treatments',
      where: publishedAnd({ isActive: { equals: true } }),
      sort: 'sortOrder',
      depth: 0,
      ...common,
    }),
    findSiteSettings(req.payload, 'sv'),
    findSiteSettings(req.payload, 'en'),
  ])
  const visible = (promotions.docs as unknown as PromotionAll[]).filter((doc) => isDiscountVisible(doc, now))
  return {
    discounts: {
      running: visible.filter((doc) => discountState(doc, now) === 'running').map(toDiscount),
      upcoming: visible.filter((doc) => discountState(doc, now) === 'upcoming').map(toDiscount),
    },
    services: (treatments.docs as unknown as TreatmentAll[]).map((doc) => {
      const name = both(doc.name)
      return {
        id: doc.id,
        name_sv: name.sv,
        name_en: name.en,
        category: doc.category,
        price: doc.price,
        duration_minutes: doc.durationMinutes,
      }
    }),
    settings: { sv, en },
  }
}
