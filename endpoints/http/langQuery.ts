import { z } from 'zod'

import { LOCALES } from '../../src/lib/locales'

/** `?lang=sv|en`: the language of the texts answered; Swedish (undefined here) for none or any other value. */
export const langQuery = z.object({
  lang: z.enum(LOCALES).optional().catch(undefined).describe('The language of the texts answered: sv (default) or en.'),
})
