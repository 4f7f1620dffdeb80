import type { Endpoint, PayloadRequest } from 'payload'

import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { readBody, routeId } from './http/input'
import { staffRoute } from './http/route'
import {
  mailingCreateSchema,
  mailingPreviewSchema,
  mailingSendSchema,
  mailingUpdateSchema,
} from '../src/lib/schemas/mailing'
import { templateGenerateSchema } from '../src/lib/schemas/templateGenerate'
import { previewMailing } from '../src/mail/previewMailing'
import { releaseSendLease, takeSendLease } from '../src/mail/sendLease'
import { sendMailing } from '../src/mail/sendMailing'
import { nextSendRound } from '../src/mail/sendRound'
import { findTemplateData } from '../src/mail/templateData'
import { generateMailing } from '../src/mail/templates'
import { conflict } from '../src/platform/apiError'
import { findMailing, findNotifications, notificationStats, saveMailing, toNotification } from '../src/queries/mailings'

const NOT_FOUND = 'Notification not found.'
const ALREADY_SENT = 'This notification has already been sent. Send it again with { "resend": true }.'
const BEING_SENT = 'This notification is being sent right now. Wait until it has finished.'
const INACTIVE = 'This notification is inactive. Activate it before sending.'

const findOne = (req: PayloadRequest) => {
  const id = routeId(req)
  return findOr404(() => findMailing(req.payload, req, id), NOT_FOUND)
}

/**
 * /notifications — mailings to newsletter subscribers, staff only (SPEC §7). The static paths
 * (stats, templates) come before `/notifications/:id`, which would otherwise take them.
 */
export const notificationsEndpoints: Endpoint[] = [
  staffRoute('get', '/notifications', async (req) => ok(await findNotifications(req.payload, req))),

  staffRoute('get', '/notifications/stats/overview', async (req) => ok(await notificationStats(req.payload, req))),

  staffRoute('get', '/notifications/templates/data', async (req) => ok(await findTemplateData(req))),

  staffRoute('post', '/notifications/templates/generate', async (req) => {
    const { template } = await readBody(req, templateGenerateSchema)
    return ok({ template, ...generateMailing(template, await findTemplateData(req)) })
  }),

  // Beside the contract: the admin's preview of unsaved texts, as each language's subscribers would get them.
  staffRoute('post', '/notifications/preview', async (req) =>
    ok(await previewMailing(req, await readBody(req, mailingPreviewSchema))),
  ),

  staffRoute('get', '/notifications/:id', async (req) => ok(toNotification(await findOne(req)))),

  staffRoute('post', '/notifications', async (req) => {
    const input = await readBody(req, mailingCreateSchema)
    return created(toNotification(await saveMailing(req.payload, req, input)))
  }),

  staffRoute('put', '/notifications/:id', async (req) => {
    const found = await findOne(req)
    const input = await readBody(req, mailingUpdateSchema)
    return ok(toNotification(await saveMailing(req.payload, req, input, found.id)))
  }),

  staffRoute('patch', '/notifications/:id/toggle', async (req) => {
    const found = await findOne(req)
    const saved = await saveMailing(req.payload, req, { is_active: !found.isActive }, found.id)
    return ok(toNotification(saved))
  }),

  // Exactly once: one concurrent send holds the lease (the others get 409), and each recipient is claimed
  // before their mail leaves, so a send cut off midway is resumed by the next one without duplicates.
  staffRoute('post', '/notifications/:id/send', async (req) => {
    const found = await findOne(req)
    const { resend } = await readBody(req, mailingSendSchema)
    if (!found.isActive) throw conflict(INACTIVE)
    if (!(await takeSendLease(req.payload, found.id))) throw conflict(BEING_SENT)
    try {
      const current = await findMailing(req.payload, req, found.id)
      const round = await nextSendRound(req, current, Boolean(resend))
      if (round === null) throw conflict(ALREADY_SENT)
      const result = await sendMailing(req, toNotification(current), round)
      await req.payload.update({
        collection: 'mailings',
        id: found.id,
        data: { sentAt: new Date().toISOString(), sentCount: result.sent, sendRoundDone: round },
        depth: 0,
        req,
        overrideAccess: false,
      })
      const saved = toNotification(await findMailing(req.payload, req, found.id))
      return ok({ notification: saved, sent: result.sent, failed: result.failed })
    } finally {
      await releaseSendLease(req.payload, found.id)
    }
  }),

  staffRoute('delete', '/notifications/:id', async (req) => {
    const found = await findOne(req)
    await req.payload.delete({ collection: 'mailings', id: found.id, req, overrideAccess: false })
    return ok({ id: found.id })
  }),
]
