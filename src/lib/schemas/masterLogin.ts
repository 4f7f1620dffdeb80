import { z } from 'zod'

/** `POST /auth/master-login` body. */
export const masterLoginSchema = z.object({
  masterPassword: z
    .string({ message: 'Master password is required.' })
    .min(1, 'Master password is required.')
    .max(1000),
})
