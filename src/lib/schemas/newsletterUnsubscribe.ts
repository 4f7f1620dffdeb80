import { z } from 'zod'

import { newsletterEmail } from './newsletterSignup'

/** `POST /newsletter/unsubscribe`: `{ email }`. */
export const newsletterUnsubscribeSchema = z.object({ email: newsletterEmail })
