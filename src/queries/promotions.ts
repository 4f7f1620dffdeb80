import type { Payload, PayloadRequest } from 'payload'

import type { DiscountItem } from '../lib/contract/discounts'
import { dayOf, discountedPrice } from '../lib/discounts'
import type { Locale } from '../lib/locales'
import { publishedWhere } from '../lib/published'
import type { Promotion, Treatment } from '../payload-types'

/** A localized field read with `locale: 'all'`: `{ sv, en }` (or a plain value). */
type Localized = string | null | undefined | Partial<Record<Locale, string | null>>
const inLocale = (value: Localized, locale: Locale | 'strict-en'): string | null => {
  if (value === null || value === undefined || typeof value === 'string') return value || null
  if (locale === 'strict-en') return value.en || null
  return value[locale] || value.sv || null
}

type PromotionAllLocales = Omit<Promotion, 'title' | 'description' | 'treatment'> & {
  title: Localized
  description?: Localized
  treatment: Promotion['treatment'] | string | (Omit<Treatment, 'name'> & { name: Localized })
}

const treatmentOf = (doc: PromotionAllLocales) =>
  typeof doc.treatment === 'object' && doc.treatment !== null ? doc.treatment : null

/** A promotion (read with both locales) as the contract's discount; the service's name is in `locale`. */
export const discountOf = (doc: PromotionAllLocales, locale: Locale): DiscountItem => {
  const treatment = treatmentOf(doc)
  return {
    id: doc.id,
    service_id: treatment ? treatment.id : ((doc.treatment as string | number | null) ?? null),
    title_sv: inLocale(doc.title, 'sv') ?? '',
    title_en: inLocale(doc.title, 'strict-en'),
    description_sv: inLocale(doc.description, 'sv'),
    description_en: inLocale(doc.description, 'strict-en'),
    discount_percent: doc.discountPercent,
    original_price: doc.originalPrice ?? null,
    start_date: dayOf(doc.startDate),
    end_date: dayOf(doc.endDate),
    is_active: doc.isActive === false ? 0 : 1,
    booking_link: doc.bookingLink || null,
    service_name: treatment ? inLocale(treatment.name, locale) : null,
    category: treatment?.category ?? null,
    discounted_price: discountedPrice(doc.discountPercent, doc.originalPrice, treatment?.price),
  }
}

type Read = { locale: Locale; req?: Partial<PayloadRequest> }

/**
 * Discounts by start date. The collection's access rule decides: visitors get active, not-ended ones, staff all
 * (published ones: a promotion saved only as a draft in the panel is not the contract's yet).
 * A visitor never gets a discount on a hidden service (its service is then not readable).
 */
export const findDiscounts = async (payload: Payload, { locale, req }: Read): Promise<DiscountItem[]> => {
  const { docs } = await payload.find({
    collection: 'promotions',
    where: publishedWhere,
    sort: ['startDate', 'createdAt'],
    locale: 'all',
    depth: 1,
    pagination: false,
    req,
    overrideAccess: false,
  })
  const readable = (docs as unknown as PromotionAllLocales[]).filter((doc) => req?.user || treatmentOf(doc))
  return readable.map((doc) => discountOf(doc, locale))
}

/** One discount as the reader may see it; `null` when it is not visible to them. */
export const findDiscount = async (
  payload: Payload,
  id: string,
  { locale, req }: Read,
): Promise<DiscountItem | null> => {
  const doc = (await payload.findByID({
    collection: 'promotions',
    id,
    locale: 'all',
    depth: 1,
    req,
    overrideAccess: false,
  })) as unknown as PromotionAllLocales
  if (!req?.user && !treatmentOf(doc)) return null
  return discountOf(doc, locale)
}
