import { z } from 'zod'

import { LOCALES } from '../locales'

/** The newsletter sign-up of SPEC §5 (shared with the browser forms): only the e-mail is required. */
export const EMAIL_REQUIRED = 'Please enter your email address'
export const EMAIL_INVALID = 'Please enter a valid email address'

export const newsletterEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_INVALID)

const optionalName = z.string().trim().max(100, 'Names must be at most 100 characters').nullish()

export const newsletterSignupSchema = z.object({
  email: newsletterEmail,
  firstName: optionalName,
  lastName: optionalName,
  marketingConsent: z.boolean().nullish(),
  /** The language mailings are sent in; `locale` is accepted as another name for it. */
  lang: z.enum(LOCALES).nullish(),
  locale: z.enum(LOCALES).nullish(),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
})
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>
