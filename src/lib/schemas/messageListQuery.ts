import { z } from 'zod'

/** A whole number from the query within 1…max; anything else (missing, 0, a word) is the default. */
const pageNumber = (fallback: number, max: number) =>
  z.preprocess((value) => {
    const number = Number(value)
    return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback
  }, z.number())

/** `GET /contact/messages`' page of the inbox: `page`, `limit` (at most 100) and words to look for. */
export const messageListQuerySchema = z.object({
  page: pageNumber(1, 100_000),
  limit: pageNumber(20, 100),
  search: z.string().trim().max(100, 'search must be at most 100 characters').default(''),
})
