import { z } from 'zod'

import { isHttpUrl, pointsAtSite } from '../httpUrl'
import { serverOrigin } from '../serverOrigin'

/*
 * Field builders shared by the contract's admin schemas (services, discounts, gallery). Admin forms send
 * numbers and flags as JSON numbers, booleans or form strings, so each accepts all of those.
 */

/** A number, also from a form string (`"450"`); empty strings count as missing. One message for every failure. */
export const numberInput = (
  message: string,
  { min, max, int = false }: { min?: number; max?: number; int?: boolean } = {},
) => {
  let number = z.number({ message })
  if (int) number = number.int(message)
  if (min !== undefined) number = number.min(min, message)
  if (max !== undefined) number = number.max(max, message)
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    number,
  )
}

/** The contract's `is_active`: `1`/`0`, booleans or their string forms. */
export const activeFlag = z.preprocess(
  (value) => {
    if (value === 1 || value === '1' || value === 'true') return true
    if (value === 0 || value === '0' || value === 'false') return false
    return value
  },
  z.boolean({ message: 'is_active must be 1 or 0 (or true or false).' }),
)

export const BOOKING_LINK_NOT_URL = 'The booking link must be a web address starting with http:// or https://'
export const BOOKING_LINK_OWN_SITE = "The booking link must be the booking service's address, not this site's."

/** The site's own address: SERVER_URL on the server, the page's in the browser (the admin's form). */
const siteOrigins = () => [serverOrigin(), globalThis.location?.origin]

/**
 * An optional booking link: empty or null clears it, anything else must be an http(s) address of another site
 * (it opens in the page's frame: src/lib/httpUrl.ts).
 */
export const bookingLinkInput = z
  .union([z.string().trim(), z.null()])
  .refine((value) => value === null || value === '' || isHttpUrl(value), { message: BOOKING_LINK_NOT_URL })
  .refine((value) => !value || !pointsAtSite(value, siteOrigins()), { message: BOOKING_LINK_OWN_SITE })
  .transform((value) => value || null)

/** An optional free text; null clears it. */
export const optionalText = (max: number, label: string) =>
  z.union([z.string().max(max, `${label} can be at most ${max} characters.`), z.null()])

/** Whether `YYYY-MM-DD` names a real calendar day (no 2026-02-30). */
export const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A calendar day as `YYYY-MM-DD` (a full ISO timestamp is cut to its day). */
export const calendarDayInput = (message: string) =>
  z
    .string({ message })
    .trim()
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value))
    .refine(isCalendarDay, { message })
