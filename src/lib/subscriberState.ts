import type { SubscriberEntry } from '../queries/subscribers'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './subscriberStatus'

/** The admin's names for the double opt-in states the contract answers (one definition: subscriberStatus.ts). */
export const SUBSCRIBER_STATES = SUBSCRIBER_STATUSES
export type SubscriberState = SubscriberStatus
export type SubscriberRow = SubscriberEntry

export const subscriberState = (entry: SubscriberRow): SubscriberState => entry.status

export type SubscriberFilter = { state: SubscriberState | 'all'; search: string }

/** Whether a subscriber matches the staff's search (e-mail or name, any letter case) and state filter. */
export const matchesSubscriber = (entry: SubscriberRow, { state, search }: SubscriberFilter): boolean => {
  if (state !== 'all' && subscriberState(entry) !== state) return false
  const words = search.trim().toLocaleLowerCase('sv').split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = [entry.email, entry.firstName, entry.lastName].filter(Boolean).join(' ').toLocaleLowerCase('sv')
  return words.every((word) => text.includes(word))
}
