import { type PayloadRequest, ValidationError } from 'payload'
import { z } from 'zod'

import { created, ok, okFromJson } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { routeId } from './http/input'
import { asSent, langQuery } from './http/langQuery'
import type { Upload } from './http/multipartForm'
import { type ContractRoute, route } from './http/route'
import { deleted, galleryAnswer, idAnswer } from './openapi/answers'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { GALLERY_CATEGORIES, GALLERY_FILTERS, type GalleryCategory } from '../src/lib/categories'
import { isMediaType } from '../src/lib/mediaTypes'
import { type GalleryItemInput, galleryItemSchema } from '../src/lib/schemas/galleryItem'
import { MULTIPART_LIMITS, UPLOAD_TOO_LARGE, UPLOAD_UNREADABLE, UPLOAD_WRONG_TYPE } from '../src/lib/uploadLimits'
import { badRequest } from '../src/platform/apiError'
import { visitorReadAsJson } from '../src/platform/publicCache'
import { findGalleryItem, findGalleryItems, findMediaIdByUrl } from '../src/queries/gallery'

const NOT_FOUND = 'Gallery item not found.'
const TOO_LARGE = UPLOAD_TOO_LARGE
const WRONG_TYPE = UPLOAD_WRONG_TYPE
const NO_FILE = 'Choose an image or video file to upload (form field "file").'
const NO_POSTER = 'The poster must be the address of an uploaded image (poster_url).'
const UNKNOWN_CATEGORY = `Unknown category. Use one of: all, ${GALLERY_CATEGORIES.join(', ')}.`
const BAD_UPLOAD = [WRONG_TYPE, NO_POSTER, UPLOAD_UNREADABLE, 'The _payload field is not valid JSON.']
const TOO_LARGE_UPLOAD = [TOO_LARGE, `An upload holds one file and at most ${MULTIPART_LIMITS.fields} short fields.`]

/** A file the gallery cannot show is refused before anything is saved. */
const checkedFile = (file: Upload | undefined) => {
  if (file && !isMediaType(file.mimetype)) throw badRequest(WRONG_TYPE, { file: WRONG_TYPE })
  return file
}

/** Payload refuses a file whose content is not what it claims: the contract's clear 400. */
const withFileCheck = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write()
  } catch (error) {
    const paths = error instanceof ValidationError ? (error.data?.errors ?? []).map((field) => field.path) : []
    if (paths.includes('file')) throw badRequest(WRONG_TYPE, { file: WRONG_TYPE })
    throw error
  }
}

const mediaData = (input: GalleryItemInput) =>
  Object.fromEntries(
    Object.entries({ category: input.category, isActive: input.is_active }).filter(([, value]) => value !== undefined),
  )

/** The language-bound texts sent (title, alt), for the locale they are written in. */
const textData = (input: GalleryItemInput) =>
  Object.fromEntries(Object.entries({ title: input.title, alt: input.alt }).filter(([, value]) => value !== undefined))

/** `poster_url` as the poster's id (null removes it); an address that names no upload is refused. */
const posterData = async (req: PayloadRequest, input: GalleryItemInput) => {
  const poster = await findMediaIdByUrl(req.payload, input.poster_url)
  if (input.poster_url && poster === undefined) throw badRequest(NO_POSTER, { poster_url: NO_POSTER })
  // Untyped like the other partial data: an id is a number on SQLite and a string on MongoDB.
  return Object.fromEntries(poster === undefined ? [] : [['poster', poster]])
}

/** `?category=` as sent: `all` or none for every one; an unknown one is refused in the route's own words. */
const categoryFilter = (category: string | undefined): GalleryCategory | undefined => {
  if (!category || category === 'all') return undefined
  if (!(GALLERY_CATEGORIES as readonly string[]).includes(category)) {
    throw badRequest(UNKNOWN_CATEGORY)
  }
  return category as GalleryCategory
}

const existing = (req: PayloadRequest, id: string) =>
  findOr404(() => req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: false }), NOT_FOUND)

/** /gallery — images and videos shown in the gallery section (slug `media`, placement `gallery`; SPEC §7). */
export const galleryEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/gallery',
    summary: 'The gallery',
    query: langQuery.extend({
      category: asSent(
        z.enum(GALLERY_FILTERS).optional().describe('Only this category; `all` (default) for every one.'),
      ),
    }),
    success: { data: z.array(galleryAnswer), description: 'The active images and films of the gallery.' },
    errors: { 400: [UNKNOWN_CATEGORY] },
    visitor: async ({ payload, query }) => {
      const locale = query.lang ?? 'sv'
      const category = categoryFilter(query.category)
      return okFromJson(
        await visitorReadAsJson(['gallery', locale, category ?? 'all'], [CACHE_TAGS.media], () =>
          findGalleryItems(payload, { locale, category }),
        ),
      )
    },
    handler: async ({ req, query }) =>
      ok(
        await findGalleryItems(req.payload, {
          locale: query.lang ?? 'sv',
          category: categoryFilter(query.category),
          req,
        }),
      ),
  }),

  route({
    method: 'get',
    path: '/gallery/:id',
    summary: 'One gallery item',
    query: langQuery,
    success: { data: galleryAnswer, description: 'The item.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req, query }) =>
      ok(
        await findOr404(
          () => findGalleryItem(req.payload, routeId(req), { locale: query.lang ?? 'sv', req }),
          NOT_FOUND,
        ),
      ),
  }),

  route({
    method: 'post',
    path: '/gallery',
    summary: 'Upload an image or a film',
    description:
      'multipart/form-data: the `file` and the fields below (or them as JSON in a `_payload` field). ' +
      '`placement: poster` keeps the upload aside as a film still.',
    staff: true,
    query: langQuery,
    body: galleryItemSchema,
    upload: true,
    success: { status: 201, data: galleryAnswer, description: 'The new item.' },
    errors: { 400: [NO_FILE, ...BAD_UPLOAD], 413: TOO_LARGE_UPLOAD },
    handler: async ({ req, query, body: input, file: sent }) => {
      const file = checkedFile(sent)
      if (!file) throw badRequest(NO_FILE, { file: NO_FILE })
      const locale = input.lang ?? query.lang ?? 'sv'
      const poster = await posterData(req, input)
      // A poster upload is kept aside (placement `poster`): it shows only as its video's still frame.
      const placement = input.placement ?? 'gallery'
      const doc = await withFileCheck(() =>
        req.payload.create({
          collection: 'media',
          locale: 'sv',
          data: {
            category: 'general',
            ...mediaData(input),
            ...poster,
            title: input.title ?? null,
            alt: input.alt ?? null,
            placement,
          },
          file,
          req,
          overrideAccess: false,
        }),
      )
      // Swedish is the fallback language, so a title (or alt text) given in English is the Swedish one too until one is written.
      const texts = textData(input)
      if (locale !== 'sv' && Object.keys(texts).length > 0) {
        await req.payload.update({ collection: 'media', id: doc.id, locale, data: texts, req, overrideAccess: false })
      }
      return created(await findGalleryItem(req.payload, String(doc.id), { locale, req }))
    },
  }),

  route({
    method: 'put',
    path: '/gallery/:id',
    summary: 'Change a gallery item',
    description: 'JSON, or multipart/form-data with a new `file`. Only the fields sent change.',
    staff: true,
    find: (req) => existing(req, routeId(req)),
    query: langQuery,
    body: galleryItemSchema,
    upload: true,
    success: { data: galleryAnswer, description: 'The item as it is now.' },
    errors: { 400: BAD_UPLOAD, 404: [NOT_FOUND], 413: TOO_LARGE_UPLOAD },
    handler: async ({ req, query, body: input, file: sent }) => {
      const file = checkedFile(sent)
      const id = routeId(req)
      const locale = input.lang ?? query.lang ?? 'sv'
      // Placement is chosen once, at upload; a PUT leaves it as it is.
      const data = { ...mediaData(input), ...textData(input), ...(await posterData(req, input)) }
      await withFileCheck(() =>
        req.payload.update({ collection: 'media', id, locale, data, file, req, overrideAccess: false }),
      )
      return ok(await findGalleryItem(req.payload, id, { locale, req }))
    },
  }),

  route({
    method: 'delete',
    path: '/gallery/:id',
    summary: 'Delete a gallery item',
    staff: true,
    success: { data: idAnswer, description: deleted('item') },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const current = await existing(req, routeId(req))
      await req.payload.delete({ collection: 'media', id: current.id, req, overrideAccess: false })
      return ok({ id: current.id })
    },
  }),
]
