import { jsonObject, type ProviderEvent, text, timeOf } from './providerEvent'

type Recipient = { emailAddress?: unknown; status?: unknown; diagnosticCode?: unknown; action?: unknown }

/**
 * An SES notification (an SNS message's `Message`: `notificationType`, or `eventType` from a configuration set) as
 * its events: a `Permanent` bounce hard, a `Transient` or `Undetermined` one soft, a complaint a complaint, each
 * recipient one event keyed by the feedback id.
 */
export const sesEvents = (message: string): ProviderEvent[] => {
  const body = jsonObject(message)
  if (!body) return []
  const type = text(body.notificationType) || text(body.eventType)
  if (type === 'Bounce') {
    const bounce = (body.bounce ?? {}) as Record<string, unknown>
    const kind = bounce.bounceType === 'Permanent' ? 'hard' : 'soft'
    const recipients = (Array.isArray(bounce.bouncedRecipients) ? bounce.bouncedRecipients : []) as Recipient[]
    return recipients
      .filter((recipient) => text(recipient.emailAddress))
      .map((recipient) => ({
        key: `ses:${text(bounce.feedbackId)}:${text(recipient.emailAddress).toLowerCase()}`,
        kind,
        email: text(recipient.emailAddress),
        reason:
          text(recipient.diagnosticCode) ||
          [text(bounce.bounceType), text(bounce.bounceSubType), text(recipient.status)].filter(Boolean).join(' '),
        at: timeOf(bounce.timestamp),
      }))
  }
  if (type === 'Complaint') {
    const complaint = (body.complaint ?? {}) as Record<string, unknown>
    const recipients = (
      Array.isArray(complaint.complainedRecipients) ? complaint.complainedRecipients : []
    ) as Recipient[]
    return recipients
      .filter((recipient) => text(recipient.emailAddress))
      .map((recipient) => ({
        key: `ses:${text(complaint.feedbackId)}:${text(recipient.emailAddress).toLowerCase()}`,
        kind: 'complaint' as const,
        email: text(recipient.emailAddress),
        reason: `Complaint: ${text(complaint.complaintFeedbackType) || 'abuse'}`,
        at: timeOf(complaint.timestamp),
      }))
  }
  return []
}
