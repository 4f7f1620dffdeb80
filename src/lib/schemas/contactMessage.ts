import { z } from 'zod'

import { isStorableEmail } from '../storableEmail'

/**
 * The contact form of SPEC §5, with its exact English messages. Shared by the browser form and
 * `POST /contact/submit`, so it imports nothing server-side.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[\d\s\-()]+$/

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(2, `${label} must be at least 2 characters`)
    .max(100, `${label} must be at most 100 characters`)

export const contactMessageSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL, 'Please enter a valid email address')
    .max(254, 'Please enter a valid email address')
    .refine(isStorableEmail, 'Please enter a valid email address'),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .trim()
    .max(40, 'Please enter a valid phone number')
    .refine((value) => value === '' || PHONE.test(value), 'Please enter a valid phone number')
    .nullish(),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters'),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().optional(),
})
