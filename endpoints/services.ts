import type { Endpoint, PayloadRequest } from 'payload'

import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { readBody, requestLocale, routeId } from './http/input'
import { publicRoute, staffRoute } from './http/route'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { TREATMENT_CATEGORIES } from '../src/lib/categories'
import type { Locale } from '../src/lib/locales'
import { type ServiceUpdate, serviceCreateSchema, serviceUpdateSchema } from '../src/lib/schemas/service'
import { conflict } from '../src/platform/apiError'
import { publicRead } from '../src/platform/publicCache'
import { findMediaIdByUrl } from '../src/queries/gallery'
import { findService, findServices } from '../src/queries/treatments'

const NOT_FOUND = 'Service not found.'

/** The contract's fields in the model's names; only what was sent (an update changes nothing else). */
const treatmentData = async (req: PayloadRequest, input: Omit<ServiceUpdate, 'name' | 'description' | 'lang'>) => {
  const image = await findMediaIdByUrl(req.payload, input.image_url)
  const data = {
    category: input.category,
    price: input.price,
    durationMinutes: input.minutes,
    bookingLink: input.booking_link,
    isActive: input.is_active,
    image,
  }
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
}

const texts = ({ name, description }: Pick<ServiceUpdate, 'name' | 'description'>) =>
  Object.fromEntries(Object.entries({ name, description }).filter(([, value]) => value !== undefined))

const existing = (req: PayloadRequest, id: string) =>
  findOr404(
    () => req.payload.findByID({ collection: 'treatments', id, depth: 0, req, overrideAccess: false }),
    NOT_FOUND,
  )

const readLocale = (req: PayloadRequest, lang: Locale | undefined): Locale => lang ?? requestLocale(req)

/** /services — the salon's treatments (slug `treatments`, SPEC §7). */
export const servicesEndpoints: Endpoint[] = [
  // `?active=false` adds the hidden services, for staff only: the access rule keeps visitors to active ones.
  publicRoute('get', '/services', async (req) => {
    const locale = requestLocale(req)
    if (req.searchParams.get('active') === 'false')
      return ok(await findServices(req.payload, { locale, req, includeInactive: true }))
    return ok(
      await publicRead(req, ['services', locale], [CACHE_TAGS.treatments, CACHE_TAGS.media], (reader) =>
        findServices(req.payload, { locale, req: reader }),
      ),
    )
  }),

  // Every category a service may have (the valid values for POST/PUT), in the salon's order.
  // Listed before `/services/:id` so the static path wins.
  publicRoute('get', '/services/categories/list', () => ok([...TREATMENT_CATEGORIES])),

  publicRoute('get', '/services/:id', async (req) =>
    ok(await findOr404(() => findService(req.payload, routeId(req), { locale: requestLocale(req), req }), NOT_FOUND)),
  ),

  staffRoute('post', '/services', async (req) => {
    const { name, description, lang, ...rest } = await readBody(req, serviceCreateSchema)
    const locale = readLocale(req, lang)
    // Swedish is the fallback language, so a service created in English gets the same text in Swedish too.
    const doc = await req.payload.create({
      collection: 'treatments',
      locale: 'sv',
      data: { ...(await treatmentData(req, rest)), ...texts({ name, description }) } as never,
      req,
      overrideAccess: false,
    })
    if (locale !== 'sv') {
      await req.payload.update({
        collection: 'treatments',
        id: doc.id,
        locale,
        data: texts({ name, description }),
        req,
        overrideAccess: false,
      })
    }
    return created(await findService(req.payload, String(doc.id), { locale, req }))
  }),

  staffRoute('put', '/services/:id', async (req) => {
    const id = routeId(req)
    await existing(req, id)
    const { name, description, lang, ...rest } = await readBody(req, serviceUpdateSchema)
    const locale = readLocale(req, lang)
    const data = { ...(await treatmentData(req, rest)), ...texts({ name, description }) }
    await req.payload.update({ collection: 'treatments', id, locale, data, req, overrideAccess: false })
    return ok(await findService(req.payload, id, { locale, req }))
  }),

  staffRoute('delete', '/services/:id', async (req) => {
    const id = routeId(req)
    const doc = await existing(req, id)
    const { totalDocs } = await req.payload.count({
      collection: 'promotions',
      where: { treatment: { equals: doc.id } },
      req,
    })
    if (totalDocs > 0)
      throw conflict('This service has discounts. Delete its discounts first, or hide the service instead.')
    await req.payload.delete({ collection: 'treatments', id, req, overrideAccess: false })
    return ok({ id: doc.id })
  }),
]
