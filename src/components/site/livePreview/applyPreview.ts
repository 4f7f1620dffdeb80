import { discountedPrice } from '../../../lib/discounts'
import type { PreviewSlug } from '../../../lib/livePreview'
import type { Locale } from '../../../lib/locales'
import { SETTING_FALLBACKS } from '../../../lib/settingFallbacks'
import { SETTING_KEYS } from '../../../lib/settingKeys'
import type { SiteData } from '../../../lib/siteData'
import type { Promotion, Setting, Treatment } from '../../../payload-types'
import { discountOf } from '../../../queries/promotions'
import { serviceOf } from '../../../queries/treatments'

/*
 * The panel's unsaved document, as Payload's live preview delivers it (populated, in the edited language),
 * laid over the page's data with the same mappings the /api contract uses, so the preview shows what a
 * visitor would see after saving.
 */

type Id = string | number
const sameId = (a: Id | null | undefined, b: Id | null | undefined) =>
  a !== null && a !== undefined && String(a) === String(b)

/** `item` in place of the entry with its id (appended when new), or removed when `keep` is false. */
const upsert = <T extends { id: Id }>(list: T[], item: T, keep: boolean): T[] => {
  const rest = list.filter((entry) => !sameId(entry.id, item.id))
  if (!keep) return rest
  const at = list.findIndex((entry) => sameId(entry.id, item.id))
  return at === -1 ? [...rest, item] : [...rest.slice(0, at), item, ...rest.slice(at)]
}

const withTreatment = (data: SiteData, doc: Treatment): SiteData => {
  const service = serviceOf(doc)
  const shown = service.is_active === 1
  return {
    ...data,
    services: upsert(data.services, service, shown),
    // Its promotions carry its name, category and price; a hidden treatment's promotions are hidden too.
    discounts: data.discounts
      .filter((discount) => shown || !sameId(discount.service_id, service.id))
      .map((discount) =>
        sameId(discount.service_id, service.id)
          ? {
              ...discount,
              service_name: service.name,
              category: service.category,
              discounted_price: discountedPrice(discount.discount_percent, discount.original_price, service.price),
            }
          : discount,
      ),
  }
}

const withPromotion = (data: SiteData, doc: Promotion, locale: Locale): SiteData => {
  const discount = discountOf(doc, locale)
  const treatment = typeof doc.treatment === 'object' && doc.treatment !== null ? doc.treatment : null
  // Visitors never get a promotion of a hidden treatment; the page itself hides ended and inactive ones.
  const discounts = upsert(data.discounts, discount, treatment?.isActive !== false)
  return { ...data, discounts: [...discounts].sort((a, b) => a.start_date.localeCompare(b.start_date)) }
}

const withSettings = (data: SiteData, doc: Setting, locale: Locale): SiteData => ({
  ...data,
  settings: Object.fromEntries(
    SETTING_KEYS.map((key) => [key, doc[key] || SETTING_FALLBACKS[locale][key]]),
  ) as SiteData['settings'],
})

/** The page's data with the previewed document in it. */
export const applyPreview = (data: SiteData, slug: PreviewSlug, doc: unknown, locale: Locale): SiteData => {
  if (slug === 'treatments') return withTreatment(data, doc as Treatment)
  if (slug === 'promotions') return withPromotion(data, doc as Promotion, locale)
  return withSettings(data, doc as Setting, locale)
}

/** Whether an answer of Payload's preview merge is a document (and not an error). */
export const isPreviewDoc = (slug: PreviewSlug, value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  !('errors' in value) &&
  (slug === 'settings' || ('id' in value && value.id !== undefined && value.id !== null))
