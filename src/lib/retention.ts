/**
 * How long personal data is kept (README: Configuration). One place for the numbers: the retention jobs delete
 * by them and the privacy page states them. A missing or invalid value (not a positive whole number) is the default.
 */
const positiveWhole = (value: string | undefined, fallback: number): number => {
  const number = Number(value)
  return value?.trim() && Number.isInteger(number) && number > 0 ? number : fallback
}

export const DEFAULT_CONTACT_RETENTION_MONTHS = 12
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 90
export const DEFAULT_PENDING_SIGNUP_DAYS = 7

/** Contact messages are deleted this many months after they were read. */
export const CONTACT_RETENTION_MONTHS = positiveWhole(process.env.CONTACT_RETENTION_MONTHS, DEFAULT_CONTACT_RETENTION_MONTHS)
/** Raw visits and clicks are kept this many days; after that only the daily counts remain. */
export const ANALYTICS_RETENTION_DAYS = positiveWhole(process.env.ANALYTICS_RETENTION_DAYS, DEFAULT_ANALYTICS_RETENTION_DAYS)
/** Newsletter sign-ups never confirmed are deleted after this many days. */
export const PENDING_SIGNUP_DAYS = positiveWhole(process.env.PENDING_SIGNUP_DAYS, DEFAULT_PENDING_SIGNUP_DAYS)

export type Retention = { contactMonths: number; analyticsDays: number; pendingSignupDays: number }

export const retention = (): Retention => ({
  contactMonths: CONTACT_RETENTION_MONTHS,
  analyticsDays: ANALYTICS_RETENTION_DAYS,
  pendingSignupDays: PENDING_SIGNUP_DAYS,
})
