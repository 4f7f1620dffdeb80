import { z } from 'zod'

import { LOCALES } from '../../../src/lib/locales'

/** `?lang=sv|en`: the language of the texts answered; Swedish by default (and for any other value). */
export const langQuery = z.object({
  lang: z.enum(LOCALES).optional().describe('The language of the texts answered: sv (default) or en.'),
})

export const deleted = (what: string) => `The ${what} is deleted; its id.`
