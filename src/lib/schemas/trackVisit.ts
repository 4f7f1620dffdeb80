import { z } from 'zod'

/** `POST /simple-analytics/track-visitor`: `ip_address` is a short browser-derived identifier (SPEC §3), never required. */
export const trackVisitSchema = z.object({
  ip_address: z
    .union([z.string().trim().max(100, 'ip_address can be at most 100 characters.'), z.null()])
    .optional()
    .transform((value) => value || undefined),
})
