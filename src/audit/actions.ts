/**
 * Every action the audit trail records (docs/decisions/0070-audit-trail.md): one name each, shared by the
 * server that writes entries, the filter of `GET /api/audit` and both admins' lists.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-out',
  'master-login',
  'second-factor.added',
  'second-factor.removed',
  'second-factor.requirement-changed',
  'passkey.added',
  'passkey.removed',
  'staff.created',
  'staff.role-changed',
  'staff.removed',
  'password.changed',
  'password.reset',
  'subscribers.exported',
  'subscriber.erased',
  // Recorded by the bounce handling built on another branch (issue: lifting a bounce), which calls recordAudit.
  'bounce.lifted',
  'personal-data.exported',
  'personal-data.erased',
  'backup.created',
  'backup.downloaded',
  'backup.restored',
  'backup.deleted',
  'mailing.sent',
  'mailing.cancelled',
  'settings.changed',
  'content.published',
  'content.scheduled',
  'content.restored',
  'retention.ran',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/**
 * The bounce handling's action, named here so its branch records exactly this one.
 * @public
 */
export const BOUNCE_LIFTED: AuditAction = 'bounce.lifted'

export const AUDIT_OUTCOMES = ['success', 'failure', 'refused'] as const
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number]

/** Who an entry names when no staff member acted: a scheduled job or the server itself. */
export const SYSTEM_ACTOR = 'system'
