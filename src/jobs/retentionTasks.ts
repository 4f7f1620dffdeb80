import type { Payload } from 'payload'

import { deleteReadMessages } from './deleteReadMessages'
import { rollUpAnalytics } from './rollUpAnalytics'
import { rollUpClosedDays } from './rollUpClosedDays'
import { pruneAuditLog } from '../audit/pruneAuditLog'
import { expirePendingSubscribers } from '../newsletter/expirePendingSubscribers'

/** One step of the retention run: takes the run's clock, answers what it removed (counts only, never data). */
export type RetentionStep = { name: string; run: (payload: Payload, now: Date) => Promise<unknown> }

/** What the retention run does, in order. Each step is idempotent: a second run finds nothing more to do. */
export const retentionSteps: RetentionStep[] = [
  { name: 'contact-messages', run: deleteReadMessages },
  { name: 'analytics', run: rollUpAnalytics },
  // After the old days: the closed days still within retention are counted once for the statistics to read.
  { name: 'analytics-days', run: rollUpClosedDays },
  { name: 'pending-signups', run: expirePendingSubscribers },
  // Last: its entry records the pass.
  { name: 'audit-log', run: pruneAuditLog },
]
