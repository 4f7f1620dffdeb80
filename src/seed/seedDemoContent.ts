import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'

import { seedMedia, seedPromotions, seedSettings, seedTreatments, type Localized } from './content'
import { LOCALES } from '../lib/locales'
import { salonDayIn } from '../lib/salonDay'
import { SETTING_KEYS } from '../lib/settingKeys'

const mediaFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'media')

const inLocale = <T extends Record<string, Localized | unknown>>(fields: T, locale: 'sv' | 'en') =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value && typeof value === 'object' && 'sv' in value ? (value as Localized)[locale] : value,
    ]),
  )

/** Creates a document with its Swedish text, then adds the English text to the same document. */
const createBilingual = async (
  payload: Payload,
  collection: 'treatments' | 'promotions' | 'media',
  localized: Record<string, Localized>,
  data: Record<string, unknown>,
  filePath?: string,
): Promise<string | number> => {
  const doc = await payload.create({
    collection,
    locale: 'sv',
    data: { ...data, ...inLocale(localized, 'sv') } as never,
    ...(filePath ? { filePath } : {}),
  })
  await payload.update({ collection, id: doc.id, locale: 'en', data: inLocale(localized, 'en') as never })
  return doc.id
}

const isEmpty = async (payload: Payload, collection: 'treatments' | 'promotions' | 'media') =>
  (await payload.count({ collection })).totalDocs === 0

/** Demo content of a believable bilingual salon. Each part is only written into an empty collection. */
export const seedDemoContent = async (payload: Payload, now: Date = new Date()): Promise<void> => {
  const settings = await payload.findGlobal({ slug: 'settings', locale: 'sv', fallbackLocale: false })
  if (!settings.site_title) {
    for (const locale of LOCALES) {
      await payload.updateGlobal({
        slug: 'settings',
        locale,
        data: Object.fromEntries(SETTING_KEYS.map((key) => [key, seedSettings[key][locale]])),
      })
    }
  }

  const mediaIds = new Map<string, string | number>()
  if (await isEmpty(payload, 'media')) {
    // Each video's poster is a media item of its own, uploaded first so the video can point at it.
    for (const item of seedMedia) {
      if (!item.poster || mediaIds.has(item.poster)) continue
      const id = await createBilingual(
        payload,
        'media',
        { title: item.title, alt: item.alt },
        { category: item.category, placement: 'poster', isActive: true },
        path.join(mediaFolder, item.poster),
      )
      mediaIds.set(item.poster, id)
    }
    for (const [index, item] of seedMedia.entries()) {
      const id = await createBilingual(
        payload,
        'media',
        { title: item.title, alt: item.alt },
        {
          category: item.category,
          placement: item.placement,
          isActive: true,
          sortOrder: index,
          ...(item.poster ? { poster: mediaIds.get(item.poster) } : {}),
        },
        path.join(mediaFolder, item.file),
      )
      mediaIds.set(item.file, id)
    }
  }

  const treatmentIds = new Map<string, string | number>()
  if (await isEmpty(payload, 'treatments')) {
    for (const treatment of seedTreatments) {
      const id = await createBilingual(
        payload,
        'treatments',
        { name: treatment.name, description: treatment.description },
        {
          category: treatment.category,
          price: treatment.price,
          durationMinutes: treatment.durationMinutes,
          bookingLink: treatment.bookingLink,
          image: mediaIds.get(treatment.image),
          isActive: true,
          sortOrder: treatment.sortOrder,
        },
      )
      treatmentIds.set(treatment.key, id)
    }
  }

  if (treatmentIds.size > 0 && (await isEmpty(payload, 'promotions'))) {
    for (const promotion of seedPromotions) {
      await createBilingual(
        payload,
        'promotions',
        { title: promotion.title, description: promotion.description },
        {
          treatment: treatmentIds.get(promotion.treatmentKey),
          discountPercent: promotion.discountPercent,
          originalPrice: promotion.originalPrice,
          // Calendar days of the salon, as staff enter them.
          startDate: salonDayIn(promotion.startOffsetDays, now),
          endDate: salonDayIn(promotion.endOffsetDays, now),
          isActive: true,
          bookingLink: promotion.bookingLink,
        },
      )
    }
  }
}
