import type { SubscriberEntry } from './contract/subscribers'
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from './subscriberStatus'

/** The admin's names for the double opt-in states the contract answers (one definition: subscriberStatus.ts). */
export const SUBSCRIBER_STATES = SUBSCRIBER_STATUSES
export type SubscriberState = SubscriberStatus
export type SubscriberRow = SubscriberEntry

export const subscriberState = (entry: SubscriberRow): SubscriberState => entry.status

export type SubscriberFilter = { state: SubscriberState | 'all'; search: string }
