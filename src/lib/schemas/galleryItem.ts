import { z } from 'zod'

import { GALLERY_CATEGORIES } from '../categories'
import { LOCALES } from '../locales'
import { activeFlag, optionalText } from './contractFields'

/** Where a new upload goes: into the gallery, or kept aside as a video's poster (never listed by GET /gallery). */
const UPLOAD_PLACEMENTS = ['gallery', 'poster'] as const

/** Gallery item metadata, as JSON or as multipart form fields beside the `file` (SPEC §7 gallery). */
export const galleryItemSchema = z
  .object({
    title: optionalText(200, 'Title'),
    alt: optionalText(200, 'Alt text'),
    category: z.enum(GALLERY_CATEGORIES, { message: `Category must be one of: ${GALLERY_CATEGORIES.join(', ')}.` }),
    is_active: activeFlag,
    lang: z.enum(LOCALES, { message: 'lang must be sv or en.' }),
    // A video's still frame: the address of an uploaded image, as the answer's `poster_url`; '' or null removes it.
    poster_url: z.union([z.string().trim(), z.null()]).transform((value) => value || null),
    placement: z.enum(UPLOAD_PLACEMENTS, { message: 'placement must be gallery or poster.' }),
  })
  .partial()

export type GalleryItemInput = z.infer<typeof galleryItemSchema>
