import { type Endpoint, type PayloadRequest, ValidationError } from 'payload'

import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { fieldErrors, readBody, requestLocale, routeId } from './http/input'
import { type MultipartForm, readMultipartForm } from './http/multipartForm'
import { publicRoute, staffRoute } from './http/route'
import { CACHE_TAGS } from '../src/lib/cacheTags'
import { GALLERY_CATEGORIES, type GalleryCategory } from '../src/lib/categories'
import type { Locale } from '../src/lib/locales'
import { isMediaType } from '../src/lib/mediaTypes'
import { type GalleryItemInput, galleryItemSchema } from '../src/lib/schemas/galleryItem'
import { UPLOAD_TOO_LARGE, UPLOAD_WRONG_TYPE } from '../src/lib/uploadLimits'
import { badRequest } from '../src/platform/apiError'
import { publicRead } from '../src/platform/publicCache'
import { findGalleryItem, findGalleryItems, findMediaIdByUrl } from '../src/queries/gallery'

const NOT_FOUND = 'Gallery item not found.'
const TOO_LARGE = UPLOAD_TOO_LARGE
const WRONG_TYPE = UPLOAD_WRONG_TYPE
const NO_FILE = 'Choose an image or video file to upload (form field "file").'
const NO_POSTER = 'The poster must be the address of an uploaded image (poster_url).'

type GalleryBody = { input: GalleryItemInput; file?: MultipartForm['file'] }

const metadata = (data: unknown): GalleryItemInput => {
  const parsed = galleryItemSchema.safeParse(data ?? {})
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error)
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request.', errors)
}

/**
 * Multipart (a `file` plus metadata as form fields, or Payload's `_payload` JSON field) or plain JSON metadata.
 * The body is capped before it gets here (http/bodyLimit.ts); the form is read with Payload's own part limits.
 */
const readGalleryBody = async (req: PayloadRequest): Promise<GalleryBody> => {
  if (!req.headers.get('content-type')?.includes('multipart/form-data'))
    return { input: await readBody(req, galleryItemSchema) }
  const { fields, file } = await readMultipartForm(req as unknown as Request, TOO_LARGE)
  let data: unknown = fields
  if (typeof fields._payload === 'string') {
    try {
      data = JSON.parse(fields._payload)
    } catch {
      throw badRequest('The _payload field is not valid JSON.')
    }
  }
  const input = metadata(data)
  if (!file || file.size === 0) return { input }
  if (!isMediaType(file.mimetype)) throw badRequest(WRONG_TYPE, { file: WRONG_TYPE })
  return { input, file }
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

const readLocale = (req: PayloadRequest, lang: Locale | undefined): Locale => lang ?? requestLocale(req)

const categoryFilter = (req: PayloadRequest): GalleryCategory | undefined => {
  const category = req.searchParams.get('category')
  if (!category || category === 'all') return undefined
  if (!(GALLERY_CATEGORIES as readonly string[]).includes(category)) {
    throw badRequest(`Unknown category. Use one of: all, ${GALLERY_CATEGORIES.join(', ')}.`)
  }
  return category as GalleryCategory
}

const existing = (req: PayloadRequest, id: string) =>
  findOr404(() => req.payload.findByID({ collection: 'media', id, depth: 0, req, overrideAccess: false }), NOT_FOUND)

/** /gallery — images and videos shown in the gallery section (slug `media`, placement `gallery`; SPEC §7). */
export const galleryEndpoints: Endpoint[] = [
  publicRoute('get', '/gallery', async (req) => {
    const locale = requestLocale(req)
    const category = categoryFilter(req)
    return ok(
      await publicRead(req, ['gallery', locale, category ?? 'all'], [CACHE_TAGS.media], (reader) =>
        findGalleryItems(req.payload, { locale, category, req: reader }),
      ),
    )
  }),

  publicRoute('get', '/gallery/:id', async (req) =>
    ok(
      await findOr404(() => findGalleryItem(req.payload, routeId(req), { locale: requestLocale(req), req }), NOT_FOUND),
    ),
  ),

  staffRoute('post', '/gallery', async (req) => {
    const { input, file } = await readGalleryBody(req)
    if (!file) throw badRequest(NO_FILE, { file: NO_FILE })
    const locale = readLocale(req, input.lang)
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
  }),

  staffRoute('put', '/gallery/:id', async (req) => {
    const id = routeId(req)
    await existing(req, id)
    const { input, file } = await readGalleryBody(req)
    const locale = readLocale(req, input.lang)
    // Placement is chosen once, at upload; a PUT leaves it as it is.
    const data = { ...mediaData(input), ...textData(input), ...(await posterData(req, input)) }
    await withFileCheck(() =>
      req.payload.update({ collection: 'media', id, locale, data, file, req, overrideAccess: false }),
    )
    return ok(await findGalleryItem(req.payload, id, { locale, req }))
  }),

  staffRoute('delete', '/gallery/:id', async (req) => {
    const current = await existing(req, routeId(req))
    await req.payload.delete({ collection: 'media', id: current.id, req, overrideAccess: false })
    return ok({ id: current.id })
  }),
]
