import { z } from 'zod'

import { newsletterEmail } from './newsletterSignup'

/** A data request names one e-mail address, checked by the same rule as every other address (the admin form too). */
export const privacyRequestSchema = z.object({ email: newsletterEmail })

/** What the export and the erase answer, shared with the in-page admin. */
export type PrivacyCounts = { subscribers: number; contact_messages: number; mailings: number; bounces: number }
export type PrivacyRecord = Record<string, unknown>
export type PrivacyExport = {
  email: string
  exported_at: string
  counts: PrivacyCounts
  subscriber: PrivacyRecord | null
  contact_messages: PrivacyRecord[]
  mailings: PrivacyRecord[]
  bounces: PrivacyRecord[]
}
export type PrivacyErase = { email: string; erased: PrivacyCounts }
