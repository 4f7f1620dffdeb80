import type { SubscriberEntry } from '../queries/subscribers'

/** A subscriber's state: double opt-in answers it as `status`; before that, `is_active` decides. */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]

export type SubscriberConsent = { at: string; source: string; language: string }

/** A subscriber as the admin reads it: the contract's entry plus the fields double opt-in adds (absent before it). */
export type SubscriberRow = SubscriberEntry & {
  status?: SubscriberState
  confirmed_at?: string | null
  consent?: SubscriberConsent | null
}

export const isSubscriberState = (value: unknown): value is SubscriberState =>
  typeof value === 'string' && (SUBSCRIBER_STATES as readonly string[]).includes(value)

export const subscriberState = (entry: SubscriberRow): SubscriberState =>
  isSubscriberState(entry.status) ? entry.status : entry.is_active === 1 ? 'confirmed' : 'unsubscribed'

export type SubscriberFilter = { state: SubscriberState | 'all'; search: string }

/** Whether a subscriber matches the staff's search (e-mail or name, any letter case) and state filter. */
export const matchesSubscriber = (entry: SubscriberRow, { state, search }: SubscriberFilter): boolean => {
  if (state !== 'all' && subscriberState(entry) !== state) return false
  const words = search.trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = [entry.email, entry.firstName, entry.lastName].filter(Boolean).join(' ').toLocaleLowerCase('sv')
  return words.every((word) => text.includes(word))
}
