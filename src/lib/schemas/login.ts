import { z } from 'zod'

/** `POST /auth/login` body (SPEC §3 auth payloads). */
export const loginSchema = z.object({
  username: z.string({ message: 'Username is required.' }).trim().min(1, 'Username is required.').max(200),
  password: z.string({ message: 'Password is required.' }).min(1, 'Password is required.').max(1000),
})
