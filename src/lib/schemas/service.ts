import { z } from 'zod'

import { TREATMENT_CATEGORIES } from '../categories'
import { LOCALES } from '../locales'
import { activeFlag, bookingLinkInput, numberInput, optionalText } from './contractFields'

const minutes = numberInput('Duration must be a whole number of minutes, at least 1.', {
  min: 1,
  max: 24 * 60,
  int: true,
})

/** The fields of a service as the admin sends them (snake_case, SPEC §3); name and description are in `lang`. */
const serviceFields = z.object({
  name: z
    .string({ message: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(200, 'Name can be at most 200 characters.'),
  description: optionalText(5000, 'Description'),
  category: z.enum(TREATMENT_CATEGORIES, { message: `Category must be one of: ${TREATMENT_CATEGORIES.join(', ')}.` }),
  price: numberInput('Price must be a number of 0 or more (SEK).', { min: 0, max: 1_000_000 }),
  duration: minutes,
  duration_minutes: minutes,
  // Matched to an uploaded media item by its address; anything else is ignored (see docs/api.md).
  image_url: z.union([z.string().max(2000), z.null()]),
  booking_link: bookingLinkInput,
  is_active: activeFlag,
  lang: z.enum(LOCALES, { message: 'lang must be sv or en.' }),
})

/** Either duration spelling carries the minutes. */
const withMinutes = <T extends { duration?: number; duration_minutes?: number }>({
  duration,
  duration_minutes,
  ...rest
}: T) => ({
  ...rest,
  minutes: duration ?? duration_minutes,
})

/** `POST /services` body. */
export const serviceCreateSchema = serviceFields
  .partial({
    description: true,
    duration: true,
    duration_minutes: true,
    image_url: true,
    booking_link: true,
    is_active: true,
    lang: true,
  })
  .refine((body) => body.duration !== undefined || body.duration_minutes !== undefined, {
    message: 'Duration is required (in minutes).',
    path: ['duration'],
  })
  .transform(withMinutes)

/** `PUT /services/{id}` body: any subset of the fields. */
export const serviceUpdateSchema = serviceFields.partial().transform(withMinutes)

export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>
