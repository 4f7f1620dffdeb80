import { z } from 'zod'

import { isLocale } from '../locales'
import { isStorableEmail } from '../storableEmail'
import { toConsentSource } from '../subscriberStatus'

/** The newsletter sign-up of SPEC §5 (shared with the browser forms): only the e-mail is required. */
export const EMAIL_REQUIRED = 'Please enter your email address'
const EMAIL_INVALID = 'Please enter a valid email address'

export const newsletterEmail = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_INVALID)
  .refine(isStorableEmail, EMAIL_INVALID)

const language = z
  .unknown()
  .transform((value) => (isLocale(value) ? value : undefined))
  .optional()

const optionalName = z.string().trim().max(100, 'Names must be at most 100 characters').nullish()

export const newsletterSignupSchema = z.object({
  email: newsletterEmail,
  firstName: optionalName,
  lastName: optionalName,
  /** The optional consent checkbox; form encodings of it (`"on"`, `"true"`, 1) count as given. */
  marketingConsent: z
    .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0']), z.literal(1), z.literal(0)])
    .nullish()
    .transform((value) =>
      value === null || value === undefined ? value : [true, 'true', 'on', '1', 1].includes(value),
    ),
  /** The language mailings are sent in (`locale` is another name for it); an unknown one is ignored. */
  lang: language,
  locale: language,
  /** Which form the sign-up came from, for the consent record: the page's `section` or `footer`, else `api`. */
  source: z.unknown().optional().transform(toConsentSource),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
})
