import { z } from 'zod'

const optionalLabel = (name: string) =>
  z
    .union([
      z.string().trim().max(200, `${name} can be at most 200 characters.`),
      z.number().transform(String),
      z.null(),
    ])
    .optional()
    .transform((value) => value || null)

/** `POST /simple-analytics/track-click`: which booking button (service or discount) was clicked. */
export const trackClickSchema = z.object({
  element_type: z
    .string({ message: 'element_type is required.' })
    .trim()
    .min(1, 'element_type is required.')
    .max(100, 'element_type can be at most 100 characters.'),
  element_id: optionalLabel('element_id'),
  element_name: optionalLabel('element_name'),
})
