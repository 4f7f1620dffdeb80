import { z } from 'zod'

/** A current six-digit code from the app, or an unused recovery code (`k7qmz-p3xwd`). */
const code = z
  .string({ message: 'The code is required.' })
  .trim()
  .min(1, 'The code is required.')
  .max(40, 'The code can be at most 40 characters.')

/** `POST /auth/second-factor/enable` body: a code from the app, proving it holds the new secret. */
export const secondFactorEnableSchema = z.object({ code })

/** `POST /auth/second-factor/disable` body: the password and a code (or a recovery code). */
export const secondFactorDisableSchema = z.object({
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.').max(1000),
  code,
})

/** `PUT /auth/second-factor/requirement` body (owner only): whether every staff member must use one. */
export const secondFactorRequirementSchema = z.object({
  required: z.boolean({ message: 'required must be true or false.' }),
})

/** The login's optional code: only a member with a second factor needs one. */
export const loginCode = code.optional()
