import { z } from 'zod'

/** The one rule for a new staff password: long enough, and letters mixed with digits. */
const PASSWORD_MIN_LENGTH = 10
export const WEAK_PASSWORD = `The new password must be at least ${PASSWORD_MIN_LENGTH} characters and contain both letters and digits.`

export const isStrongPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(value) && /\d/.test(value)

/** `POST /auth/change-password` body. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ message: 'Current password is required.' })
      .min(1, 'Current password is required.')
      .max(1000),
    newPassword: z
      .string({ message: 'New password is required.' })
      .max(1000, 'The new password can be at most 1000 characters.')
      .refine(isStrongPassword, { message: WEAK_PASSWORD }),
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    message: 'The new password must differ from the current one.',
    path: ['newPassword'],
  })
