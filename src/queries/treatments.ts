import type { Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '../lib/locales'
import { publishedAnd } from '../lib/published'
import type { Treatment } from '../payload-types'
import { mediaSrcset, mediaUrl } from './gallery'
import type { ServiceItem } from '../lib/contract/services'

/** A treatment as the contract's service; both duration spellings carry the minutes. */
export const serviceOf = (doc: Treatment): ServiceItem => ({
  id: doc.id,
  name: doc.name,
  description: doc.description ?? null,
  category: doc.category,
  price: doc.price,
  duration: doc.durationMinutes,
  duration_minutes: doc.durationMinutes,
  image_url: mediaUrl(doc.image),
  image_srcset: mediaSrcset(doc.image),
  booking_link: doc.bookingLink || null,
  is_active: doc.isActive === false ? 0 : 1,
})

type Read = { locale: Locale; req?: Partial<PayloadRequest> }

/**
 * Services in the salon's order. Visitors only ever get active ones (the collection's access rule);
 * `includeInactive` lets staff see the hidden ones too. Only published ones: a treatment saved only as a draft in
 * the panel is not the contract's yet, for staff either.
 */
export const findServices = async (
  payload: Payload,
  { locale, req, includeInactive = false }: Read & { includeInactive?: boolean },
): Promise<ServiceItem[]> => {
  const where: Where = publishedAnd(includeInactive ? undefined : { isActive: { equals: true } })
  const { docs } = await payload.find({
    collection: 'treatments',
    where,
    sort: ['sortOrder', 'createdAt'],
    locale,
    fallbackLocale: 'sv',
    depth: 1,
    pagination: false,
    req,
    overrideAccess: false,
  })
  return docs.map(serviceOf)
}

/** One service by id, as the reader may see it (throws NotFound otherwise). */
export const findService = async (payload: Payload, id: string, { locale, req }: Read): Promise<ServiceItem> =>
  serviceOf(
    await payload.findByID({
      collection: 'treatments',
      id,
      locale,
      fallbackLocale: 'sv',
      depth: 1,
      req,
      overrideAccess: false,
    }),
  )
