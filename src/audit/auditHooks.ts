import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { recordAudit } from './recordAudit'
import { RESTORING_BACKUP } from '../platform/requestContext'

/**
 * The model's side of the audit trail: what staff can do through the panel as well as the contract is recorded
 * where every way of doing it passes (Payload's hooks), once per request. What a backup restore writes is the
 * restore's own entry, not one per document.
 */
const restoring = (req: PayloadRequest) => Boolean(req.context[RESTORING_BACKUP])

/** Set by a caller that records the action itself (a data request erases subscribers as part of its own). */
export const AUDITED_BY_CALLER = 'auditedByCaller'

const PASSWORD_SET = 'auditPasswordSet'

type Staff = { id: string | number; username?: string | null; role?: string | null; secondFactorEnabled?: boolean }

/** Notes a new password before Payload turns it into a hash the hooks after the change no longer see. */
export const notePasswordChange: CollectionBeforeChangeHook = ({ data, operation, req, originalDoc }) => {
  if (operation === 'update' && typeof data?.password === 'string' && originalDoc) {
    req.context[PASSWORD_SET] = String((originalDoc as Staff).id)
  }
  return data
}

export const auditStaffChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const member = doc as Staff
  const target = { collection: 'users', id: member.id }
  if (operation === 'create') {
    await recordAudit(req, { action: 'staff.created', target, detail: member.username ?? undefined, once: true })
    return doc
  }
  const before = previousDoc as Staff
  if (before.role !== member.role) {
    await recordAudit(req, {
      action: 'staff.role-changed',
      target,
      detail: `${before.role} → ${member.role}`,
      once: true,
    })
  }
  if (before.secondFactorEnabled && !member.secondFactorEnabled) {
    await recordAudit(req, { action: 'second-factor.removed', target, detail: 'one-time codes', once: true })
  }
  if (req.context[PASSWORD_SET] === String(member.id)) {
    const own = String((req.user as Staff | null)?.id) === String(member.id)
    await recordAudit(req, { action: own ? 'password.changed' : 'password.reset', target, once: true })
  }
  return doc
}

export const auditStaffRemoved: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const member = doc as Staff
  await recordAudit(req, {
    action: 'staff.removed',
    target: { collection: 'users', id: member.id },
    detail: member.username ?? undefined,
    once: true,
  })
  return doc
}

/** Payload's own logout (the panel) and the contract's both run this. */
export const auditSignOut = async ({ req }: { req: PayloadRequest }) => {
  const user = req.user as Staff | null
  if (user) await recordAudit(req, { action: 'sign-out', target: { collection: 'users', id: user.id }, once: true })
}

/** Treatments and promotions: a published save, or a version restored. */
export const auditPublished: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
  if (restoring(req)) return doc
  const target = { collection: collection.slug, id: (doc as { id: string | number }).id }
  if (req.context.isRestoringVersion) {
    await recordAudit(req, { action: 'content.restored', target, once: true })
  } else if ((doc as { _status?: string })._status === 'published') {
    await recordAudit(req, { action: 'content.published', target, once: true })
  }
  return doc
}

/** The site settings: a published change (both languages of one request are one entry), or a version restored. */
export const auditSettings: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  if (restoring(req)) return doc
  const target = { collection: global.slug }
  if (req.context.isRestoringVersion) await recordAudit(req, { action: 'content.restored', target, once: true })
  else if ((doc as { _status?: string })._status !== 'draft') {
    await recordAudit(req, { action: 'settings.changed', target, once: true })
  }
  return doc
}

export const auditRequirement: GlobalAfterChangeHook = async ({ doc, previousDoc, req, global }) => {
  const required = Boolean((doc as { requireSecondFactor?: boolean }).requireSecondFactor)
  if (required !== Boolean((previousDoc as { requireSecondFactor?: boolean }).requireSecondFactor)) {
    await recordAudit(req, {
      action: 'second-factor.requirement-changed',
      target: { collection: global.slug },
      detail: required ? 'required' : 'not required',
      once: true,
    })
  }
  return doc
}

/** A subscriber deleted by staff (the contract or the panel); never the visitor's own e-mail address. */
export const auditSubscriberErased: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (restoring(req) || req.context[AUDITED_BY_CALLER]) return doc
  await recordAudit(req, {
    action: 'subscriber.erased',
    target: { collection: 'subscribers', id: (doc as { id: string | number }).id },
    once: true,
  })
  return doc
}

type MailingRound = { id: string | number; sendRound?: number | null; sendRoundDone?: number | null }

/**
 * A mailing deleted while a round of it was under way (or cut off, waiting to be resumed): the rest of the round
 * is cancelled (src/mail/sendMailing.ts). Counts whom the round had already reached; runs before the delivery rows
 * go with the mailing. Deleting a draft, or a mailing whose rounds are all done, cancels nothing.
 */
export const auditMailingCancelled: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const mailing = doc as MailingRound
  if (restoring(req) || (mailing.sendRound ?? 0) <= (mailing.sendRoundDone ?? 0)) return doc
  const { totalDocs: reached } = await req.payload.count({
    collection: 'mailing-deliveries',
    where: {
      mailing: { equals: String(mailing.id) },
      round: { equals: mailing.sendRound },
      status: { equals: 'sent' },
    },
    req,
  })
  await recordAudit(req, {
    action: 'mailing.cancelled',
    target: { collection: 'mailings', id: mailing.id, count: reached },
    once: true,
  })
  return doc
}
