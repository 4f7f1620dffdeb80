import type { Subscriber } from '../../payload-types'
import type { Locale } from '../locales'
import type { SubscriberStatus } from '../subscriberStatus'

/**
 * A subscriber as the /api contract answers it: SPEC §3's names (email, firstName, lastName,
 * marketingConsent) plus id, is_active (1 only when confirmed), locale and created_at; and, for double opt-in,
 * status, confirmed_at and the consent record of the sign-up. The unsubscribe token is never answered.
 */
export type SubscriberEntry = {
  id: Subscriber['id']
  email: string
  firstName: string | null
  lastName: string | null
  marketingConsent: boolean
  is_active: 0 | 1
  locale: Locale
  created_at: string
  status: SubscriberStatus
  confirmed_at: string | null
  consent: { at: string; source: string; language: Locale } | null
  /** Since when, and why, nothing is mailed to a bounced or complained address; null for the others. */
  suppressed: { at: string; reason: string } | null
}

export type SubscriberPage = {
  subscribers: SubscriberEntry[]
  total: number
  page: number
  pages: number
  limit: number
}

export type SubscriberStats = {
  total: number
  active: number
  inactive: number
  with_consent: number
  new_this_month: number
  confirmed: number
  pending: number
  bounced: number
  complained: number
}
