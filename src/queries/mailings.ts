import type { Payload, PayloadRequest } from 'payload'

import type { MailingInput } from '../lib/schemas/mailing'
import type { Mailing } from '../payload-types'
import { reachableWhere } from './subscribers'
import type { MailingFigures, Notification, NotificationStats } from '../lib/contract/notifications'

/** A mailing read with `locale: 'all'`: its localized fields hold both languages. */
type Localized = { sv?: string | null; en?: string | null }
export type MailingAllLocales = Omit<Mailing, 'subject' | 'body'> & { subject?: Localized; body?: Localized }

/** Figures before anything is known of the mailing's bounces (a new mailing's, and the send job's own use). */
const plainFigures = (doc: MailingAllLocales): MailingFigures => ({
  sent: doc.sentCount ?? 0,
  failed: 0,
  bounced: 0,
  complained: 0,
})

export const toNotification = (doc: MailingAllLocales, figures = plainFigures(doc)): Notification => ({
  id: doc.id,
  subject_sv: doc.subject?.sv ?? '',
  subject_en: doc.subject?.en ?? '',
  body_sv: doc.body?.sv ?? '',
  body_en: doc.body?.en ?? '',
  template: doc.template || null,
  is_active: doc.isActive ? 1 : 0,
  sent_at: doc.sentAt || null,
  sent_count: doc.sentCount ?? 0,
  created_at: doc.createdAt,
  updated_at: doc.updatedAt,
  sending: (doc.sendRound ?? 0) > (doc.sendRoundDone ?? 0) ? 1 : 0,
  figures,
})

/**
 * The mailings as the contract answers them, each with its figures: two reads for the whole list (failed
 * deliveries and bounces are few, whatever the list's length).
 */
export const withFigures = async (payload: Payload, docs: MailingAllLocales[]): Promise<Notification[]> => {
  if (docs.length === 0) return []
  const mailing = { in: docs.map((doc) => String(doc.id)) }
  const [failed, bounces] = await Promise.all([
    payload.find({
      collection: 'mailing-deliveries',
      where: { mailing, status: { equals: 'failed' } },
      select: { mailing: true, round: true },
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'mail-bounces',
      where: { mailing },
      select: { mailing: true, subscriber: true, kind: true },
      pagination: false,
      depth: 0,
    }),
  ])
  return docs.map((doc) => {
    const id = String(doc.id)
    const round = doc.sendRound ?? 0
    const theirs = bounces.docs.filter((row) => row.mailing === id)
    const subscribers = (rows: typeof theirs) => new Set(rows.map((row) => row.subscriber)).size
    return toNotification(doc, {
      sent: doc.sentCount ?? 0,
      failed: failed.docs.filter((row) => row.mailing === id && row.round === round).length,
      bounced: subscribers(theirs.filter((row) => row.kind !== 'complaint')),
      complained: subscribers(theirs.filter((row) => row.kind === 'complaint')),
    })
  })
}

const access = (req: PayloadRequest) => ({
  req,
  overrideAccess: false,
  depth: 0,
  locale: 'all' as const,
  fallbackLocale: false as const,
})

/** Every mailing, newest first (staff only: the request's user decides). */
export const findNotifications = async (payload: Payload, req: PayloadRequest): Promise<Notification[]> => {
  const { docs } = await payload.find({
    collection: 'mailings',
    sort: ['-createdAt', '-id'],
    pagination: false,
    ...access(req),
  })
  return withFigures(payload, docs as unknown as MailingAllLocales[])
}

/** One mailing with both languages; throws Payload's NotFound for an unknown id. */
export const findMailing = async (
  payload: Payload,
  req: PayloadRequest,
  id: string | number,
): Promise<MailingAllLocales> =>
  (await payload.findByID({
    collection: 'mailings',
    id,
    disableErrors: false,
    ...access(req),
  })) as unknown as MailingAllLocales

/** The Swedish fields of a contract body; undefined where the body does not mention them. */
const swedishData = (input: MailingInput): Partial<Mailing> => ({
  ...(input.subject_sv !== undefined ? { subject: input.subject_sv } : {}),
  ...(input.body_sv !== undefined ? { body: input.body_sv } : {}),
})

/**
 * The English fields. Payload requires each locale's value once it is written, so an English text that is
 * emptied after it was set takes the Swedish one, which is what readers of English get for an empty text anyway.
 */
const englishData = (input: MailingInput, swedish: Mailing, creating: boolean): Partial<Mailing> => {
  const data: Partial<Mailing> = {}
  for (const [field, value] of [
    ['subject', input.subject_en],
    ['body', input.body_en],
  ] as const) {
    if (value === undefined || (!value && creating)) continue
    data[field] = value || swedish[field]
  }
  return data
}

const sharedData = (input: MailingInput) => ({
  ...(input.template !== undefined ? { template: input.template || null } : {}),
  ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
})

/** Writes a contract body: Swedish with the shared fields first, then English. Answers the saved mailing. */
export const saveMailing = async (
  payload: Payload,
  req: PayloadRequest,
  input: MailingInput,
  id?: string | number,
): Promise<MailingAllLocales> => {
  const sv = { ...sharedData(input), ...swedishData(input) }
  const common = { req, overrideAccess: false, depth: 0 } as const
  const saved: Mailing = id
    ? await payload.update({ collection: 'mailings', id, locale: 'sv', data: sv, ...common })
    : await payload.create({ collection: 'mailings', locale: 'sv', data: sv as Mailing, ...common })
  const en = englishData(input, saved, !id)
  if (Object.keys(en).length > 0) {
    // Writing one English field makes Payload require the other in English too: it starts as the Swedish one.
    const stored = await findMailing(payload, req, saved.id)
    if (en.subject === undefined && !stored.subject?.en) en.subject = saved.subject
    if (en.body === undefined && !stored.body?.en) en.body = saved.body
    await payload.update({ collection: 'mailings', id: saved.id, locale: 'en', data: en, ...common })
  }
  return findMailing(payload, req, saved.id)
}

/** Counts for the staff's overview; reachable subscribers are those a send would mail now. */
export const notificationStats = async (payload: Payload, req: PayloadRequest): Promise<NotificationStats> => {
  const common = { req, overrideAccess: false } as const
  const [total, active, sent, reachable] = await Promise.all([
    payload.count({ collection: 'mailings', ...common }),
    payload.count({ collection: 'mailings', where: { isActive: { equals: true } }, ...common }),
    payload.count({ collection: 'mailings', where: { sentAt: { exists: true } }, ...common }),
    payload.count({ collection: 'subscribers', where: reachableWhere, ...common }),
  ])
  return {
    total: total.totalDocs,
    active: active.totalDocs,
    sent: sent.totalDocs,
    unsent: total.totalDocs - sent.totalDocs,
    reachable_subscribers: reachable.totalDocs,
  }
}
