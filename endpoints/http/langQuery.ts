import { z } from 'zod'

import { LOCALES } from '../../src/lib/locales'

/** `?lang=sv|en`: the language of the texts answered; Swedish (undefined here) for none or any other value. */
export const langQuery = z.object({
  lang: z.enum(LOCALES).optional().catch(undefined).describe('The language of the texts answered: sv (default) or en.'),
})

/**
 * A query parameter documented by its schema but handed to the handler as it was sent, for a route that refuses a
 * wrong value in its own words (a 400 with its sentence alone, no field errors), as it always has.
 */
export const asSent = (schema: z.ZodType<string | undefined>) =>
  schema.catch(({ value }) => value as string | undefined)
