import { z } from 'zod'

import { loginCode } from './secondFactor'

/** The longest username or e-mail address a login takes; longer ones are refused before anything is looked up. */
export const LOGIN_NAME_MAX_LENGTH = 200
export const LOGIN_NAME_TOO_LONG = `The username or e-mail address can be at most ${LOGIN_NAME_MAX_LENGTH} characters.`

/** `POST /auth/login` body (SPEC §3 auth payloads). */
export const loginSchema = z.object({
  username: z
    .string({ message: 'Username is required.' })
    .trim()
    .min(1, 'Username is required.')
    .max(LOGIN_NAME_MAX_LENGTH),
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.').max(1000),
  /** A code from the authenticator app (or a recovery code), for a member with a second factor. */
  code: loginCode,
})
