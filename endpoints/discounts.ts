import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { created, ok, okFromJson } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { routeId } from './http/input'
import { langQuery } from './http/langQuery'
import { type ContractRoute, route } from './http/route'
import { deleted, discountAnswer, idAnswer } from './openapi/answers'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { dayOf } from '../src/lib/discounts'
import type { Locale } from '../src/lib/locales'
import {
  type DiscountUpdate,
  discountCreateSchema,
  discountUpdateSchema,
  END_BEFORE_START,
  endsOnOrAfterStart,
} from '../src/lib/schemas/discount'
import { badRequest, notFound } from '../src/platform/apiError'
import { visitorReadAsJson } from '../src/platform/publicCache'
import { findDiscount, findDiscounts } from '../src/queries/promotions'
import { publishItem } from '../src/queries/publishBesideDraft'

const NOT_FOUND = 'Discount not found.'
const NO_SERVICE = 'The chosen service does not exist.'

// Dates are written as full timestamps: SQLite keeps a bare `YYYY-MM-DD` as given, and the visibility query
// (`endDate >= today 00:00Z`) would then compare text that never matches on the last day.
const midnight = (day: string | undefined) => (day === undefined ? undefined : `${day}T00:00:00.000Z`)

const defined = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))

/** The language-neutral fields in the model's names, plus the Swedish texts. */
const swedishData = (input: DiscountUpdate, treatment?: string | number) =>
  defined({
    treatment,
    title: input.title_sv,
    description: input.description_sv,
    discountPercent: input.discount_percent,
    originalPrice: input.original_price,
    startDate: midnight(input.start_date),
    endDate: midnight(input.end_date),
    isActive: input.is_active,
    bookingLink: input.booking_link,
  })

// An empty English title is left out: the title is required per language, and English falls back to Swedish.
const englishData = (input: DiscountUpdate) =>
  defined({ title: input.title_en || undefined, description: input.description_en })

/** A discount must point at an existing service (a 400 on the field, not a 404 of the discount); its id as stored. */
const existingServiceId = async (req: PayloadRequest, id: string | undefined) => {
  if (id === undefined) return undefined
  try {
    const service = await findOr404(
      () => req.payload.findByID({ collection: 'treatments', id, depth: 0, req, overrideAccess: false }),
      NO_SERVICE,
    )
    return service.id
  } catch {
    throw badRequest(NO_SERVICE, { service_id: NO_SERVICE })
  }
}

const existing = (req: PayloadRequest, id: string) =>
  findOr404(
    () => req.payload.findByID({ collection: 'promotions', id, depth: 0, req, overrideAccess: false }),
    NOT_FOUND,
  )

const answer = async (req: PayloadRequest, id: string | number, locale: Locale) => {
  const discount = await findDiscount(req.payload, String(id), { locale, req })
  if (!discount) throw notFound(NOT_FOUND)
  return discount
}

const saveEnglish = async (req: PayloadRequest, id: string | number, input: DiscountUpdate) => {
  const english = englishData(input)
  if (Object.keys(english).length > 0) {
    await publishItem(req, { collection: 'promotions', id, locale: 'en', data: english })
  }
}

/** /discounts — time-limited promotions on treatments (slug `promotions`, SPEC §7). */
export const discountsEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/discounts',
    summary: 'The discounts visible today',
    description: 'Active, not ended (in the salon day, Europe/Stockholm), of an active treatment.',
    query: langQuery,
    success: { data: z.array(discountAnswer), description: 'The visible discounts.' },
    visitor: async ({ payload, query }) => {
      const locale = query.lang ?? 'sv'
      return okFromJson(
        await visitorReadAsJson(['discounts', locale], [CACHE_TAGS.promotions, CACHE_TAGS.treatments], () =>
          findDiscounts(payload, { locale }),
        ),
      )
    },
    handler: async ({ req, query }) => ok(await findDiscounts(req.payload, { locale: query.lang ?? 'sv', req })),
  }),

  route({
    method: 'get',
    path: '/discounts/:id',
    summary: 'One discount',
    query: langQuery,
    success: { data: discountAnswer, description: 'The discount.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req, query }) =>
      ok(
        await findOr404(() => findDiscount(req.payload, routeId(req), { locale: query.lang ?? 'sv', req }), NOT_FOUND),
      ),
  }),

  route({
    method: 'post',
    path: '/discounts',
    summary: 'Add a discount',
    staff: true,
    query: langQuery,
    body: discountCreateSchema,
    success: { status: 201, data: discountAnswer, description: 'The new discount.' },
    errors: { 400: [NO_SERVICE, END_BEFORE_START, 'Please correct the highlighted fields.'] },
    handler: async ({ req, query, body: input }) => {
      const treatment = await existingServiceId(req, input.service_id)
      const doc = await req.payload.create({
        collection: 'promotions',
        locale: 'sv',
        data: swedishData(input, treatment) as never,
        req,
        overrideAccess: false,
      })
      await saveEnglish(req, doc.id, input)
      return created(await answer(req, doc.id, query.lang ?? 'sv'))
    },
  }),

  route({
    method: 'put',
    path: '/discounts/:id',
    summary: 'Change a discount',
    description: 'Only the fields sent change; the dates are checked against the stored ones too.',
    staff: true,
    find: (req) => existing(req, routeId(req)),
    query: langQuery,
    body: discountUpdateSchema,
    success: { data: discountAnswer, description: 'The discount as it is now.' },
    errors: { 400: [NO_SERVICE, END_BEFORE_START, 'Please correct the highlighted fields.'], 404: [NOT_FOUND] },
    handler: async ({ req, query, body: input, found: current }) => {
      const id = routeId(req)
      const treatment = await existingServiceId(req, input.service_id)
      if (!endsOnOrAfterStart(input.start_date ?? dayOf(current.startDate), input.end_date ?? dayOf(current.endDate))) {
        throw badRequest(END_BEFORE_START, { end_date: END_BEFORE_START })
      }
      const swedish = swedishData(input, treatment)
      if (Object.keys(swedish).length > 0) {
        await publishItem(req, { collection: 'promotions', id, locale: 'sv', data: swedish })
      }
      await saveEnglish(req, id, input)
      return ok(await answer(req, id, query.lang ?? 'sv'))
    },
  }),

  route({
    method: 'delete',
    path: '/discounts/:id',
    summary: 'Delete a discount',
    staff: true,
    success: { data: idAnswer, description: deleted('discount') },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const current = await existing(req, routeId(req))
      await req.payload.delete({ collection: 'promotions', id: current.id, req, overrideAccess: false })
      return ok({ id: current.id })
    },
  }),

  // Flips active/inactive and answers the discount in its new state.
  route({
    method: 'patch',
    path: '/discounts/:id/toggle',
    summary: 'Switch a discount on or off',
    staff: true,
    query: langQuery,
    success: { data: discountAnswer, description: 'The discount in its new state.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req, query }) => {
      const current = await existing(req, routeId(req))
      const data = { isActive: current.isActive === false }
      await publishItem(req, { collection: 'promotions', id: current.id, locale: 'sv', data })
      return ok(await answer(req, current.id, query.lang ?? 'sv'))
    },
  }),
]
