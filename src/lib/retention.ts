/**
 * How long personal data is kept (README, Configuration), read once at start. Each is a positive whole number
 * from the environment; anything else (unset, 0, negative, not a number) falls back to the default, so a typo
 * never deletes early.
 */
const positiveInteger = (value: string | undefined, fallback: number): number =>
  value !== undefined && /^\s*[1-9]\d*\s*$/.test(value) ? Number(value) : fallback

/** Months a contact message is kept after it was read (unread messages are never deleted). */
export const contactRetentionMonths = positiveInteger(process.env.CONTACT_RETENTION_MONTHS, 12)

/** Days raw visits and clicks are kept; older days live on only as daily counts. */
export const analyticsRetentionDays = positiveInteger(process.env.ANALYTICS_RETENTION_DAYS, 90)

/** Days a newsletter sign-up may wait for its confirmation (double opt-in) before it is removed. */
export const pendingSignupDays = positiveInteger(process.env.PENDING_SIGNUP_DAYS, 7)

/** Days an entry of the audit trail is kept (docs/decisions/0070-audit-trail.md). */
export const auditRetentionDays = positiveInteger(process.env.AUDIT_RETENTION_DAYS, 400)

export type Retention = { contactMonths: number; analyticsDays: number; pendingSignupDays: number; auditDays: number }

/** The numbers together, as the privacy page states them. */
export const retention = (): Retention => ({
  contactMonths: contactRetentionMonths,
  analyticsDays: analyticsRetentionDays,
  pendingSignupDays,
  auditDays: auditRetentionDays,
})
