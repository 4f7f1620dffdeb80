import { z } from 'zod'

import { GALLERY_CATEGORIES } from '../categories'
import { LOCALES } from '../locales'
import { activeFlag, optionalText } from './contractFields'

/** Gallery item metadata, as JSON or as multipart form fields beside the `file` (SPEC §7 gallery). */
export const galleryItemSchema = z
  .object({
    title: optionalText(200, 'Title'),
    category: z.enum(GALLERY_CATEGORIES, { message: `Category must be one of: ${GALLERY_CATEGORIES.join(', ')}.` }),
    is_active: activeFlag,
    lang: z.enum(LOCALES, { message: 'lang must be sv or en.' }),
  })
  .partial()

export type GalleryItemInput = z.infer<typeof galleryItemSchema>
