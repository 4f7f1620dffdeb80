import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { created, ok, okFromJson } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { routeId } from './http/input'
import { langQuery } from './http/langQuery'
import { type ContractRoute, route } from './http/route'
import { categoriesAnswer, deleted, idAnswer, serviceAnswer } from './openapi/answers'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { TREATMENT_CATEGORIES } from '../src/lib/categories'
import { type ServiceUpdate, serviceCreateSchema, serviceUpdateSchema } from '../src/lib/schemas/service'
import { conflict } from '../src/platform/apiError'
import { visitorReadAsJson } from '../src/platform/publicCache'
import { findMediaIdByUrl } from '../src/queries/gallery'
import { publishItem } from '../src/queries/publishBesideDraft'
import { findService, findServices } from '../src/queries/treatments'

const NOT_FOUND = 'Service not found.'
const HAS_DISCOUNTS = 'This service has discounts. Delete its discounts first, or hide the service instead.'

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

/** /services — the salon's treatments (slug `treatments`, SPEC §7). */
export const servicesEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/services',
    summary: 'The treatments',
    description: 'Active ones for everyone; staff may ask for the hidden ones too with `active=false`.',
    query: langQuery.extend({
      active: z
        .enum(['true', 'false'])
        .optional()
        .catch(undefined)
        .describe('`false` (staff) adds the hidden treatments.'),
    }),
    success: { data: z.array(serviceAnswer), description: 'The treatments in the salon order.' },
    visitor: async ({ payload, query }) => {
      const locale = query.lang ?? 'sv'
      return okFromJson(
        await visitorReadAsJson(['services', locale], [CACHE_TAGS.treatments, CACHE_TAGS.media], () =>
          findServices(payload, { locale }),
        ),
      )
    },
    // Staff: `?active=false` adds the hidden services (a visitor's `active=false` is the visitor's answer above).
    handler: async ({ req, query }) =>
      ok(
        await findServices(req.payload, { locale: query.lang ?? 'sv', req, includeInactive: query.active === 'false' }),
      ),
  }),

  // Listed before `/services/:id` so the static path wins.
  route({
    method: 'get',
    path: '/services/categories/list',
    summary: 'The treatment categories',
    success: { data: categoriesAnswer, description: 'Every category a treatment may have, in the salon order.' },
    handler: () => ok([...TREATMENT_CATEGORIES]),
  }),

  route({
    method: 'get',
    path: '/services/:id',
    summary: 'One treatment',
    query: langQuery,
    success: { data: serviceAnswer, description: 'The treatment.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req, query }) =>
      ok(await findOr404(() => findService(req.payload, routeId(req), { locale: query.lang ?? 'sv', req }), NOT_FOUND)),
  }),

  route({
    method: 'post',
    path: '/services',
    summary: 'Add a treatment',
    description: 'Name and description are in `lang` (Swedish by default); a new one gets them in Swedish too.',
    staff: true,
    query: langQuery,
    body: serviceCreateSchema,
    success: { status: 201, data: serviceAnswer, description: 'The new treatment.' },
    errors: { 400: ['Please correct the highlighted fields.'] },
    handler: async ({ req, query, body: { name, description, lang, ...rest } }) => {
      const locale = lang ?? query.lang ?? 'sv'
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
    },
  }),

  route({
    method: 'put',
    path: '/services/:id',
    summary: 'Change a treatment',
    description: 'Only the fields sent change.',
    staff: true,
    find: (req) => existing(req, routeId(req)),
    query: langQuery,
    body: serviceUpdateSchema,
    success: { data: serviceAnswer, description: 'The treatment as it is now.' },
    errors: { 400: ['Please correct the highlighted fields.'], 404: [NOT_FOUND] },
    handler: async ({ req, query, body: { name, description, lang, ...rest } }) => {
      const id = routeId(req)
      const locale = lang ?? query.lang ?? 'sv'
      const data = { ...(await treatmentData(req, rest)), ...texts({ name, description }) }
      await publishItem(req, { collection: 'treatments', id, locale, data })
      return ok(await findService(req.payload, id, { locale, req }))
    },
  }),

  route({
    method: 'delete',
    path: '/services/:id',
    summary: 'Delete a treatment',
    staff: true,
    success: { data: idAnswer, description: deleted('treatment') },
    errors: { 404: [NOT_FOUND], 409: [HAS_DISCOUNTS] },
    handler: async ({ req }) => {
      const id = routeId(req)
      const doc = await existing(req, id)
      const { totalDocs } = await req.payload.count({
        collection: 'promotions',
        where: { treatment: { equals: doc.id } },
        req,
      })
      if (totalDocs > 0) throw conflict(HAS_DISCOUNTS)
      await req.payload.delete({ collection: 'treatments', id, req, overrideAccess: false })
      return ok({ id: doc.id })
    },
  }),
]
