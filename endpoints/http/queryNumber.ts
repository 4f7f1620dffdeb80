import type { z } from 'zod'

/** A positive whole number from the query, documented by `schema`: at most `max`, anything else the default. */
export const queryNumber = (schema: z.ZodNumber, fallback: number, max: number) =>
  schema
    .optional()
    .catch(({ value }) => {
      const number = Number(value)
      return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback
    })
    .transform((value) => value ?? fallback)
