import type { Endpoint, PayloadRequest } from 'payload'

import { mailingCreateSchema, mailingSendSchema, mailingUpdateSchema } from '../src/lib/schemas/mailing'
import { templateGenerateSchema } from '../src/lib/schemas/templateGenerate'
import { sendMailing } from '../src/mail/sendMailing'
import { findTemplateData } from '../src/mail/templateData'
import { generateMailing } from '../src/mail/templates'
import { findMailing, findNotifications, notificationStats, saveMailing, toNotification } from '../src/queries/mailings'
import { conflict } from './http/apiError'
import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { readBody, routeId } from './http/input'
import { staffRoute } from './http/route'

const NOT_FOUND = 'Notification not found.'
export const ALREADY_SENT = 'This notification has already been sent. Send it again with { "resend": true }.'
export const INACTIVE = 'This notification is inactive. Activate it before sending.'

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

  staffRoute('post', '/notifications/:id/send', async (req) => {
    const found = await findOne(req)
    const { resend } = await readBody(req, mailingSendSchema)
    if (!found.isActive) throw conflict(INACTIVE)
    if (found.sentAt && !resend) throw conflict(ALREADY_SENT)
    const result = await sendMailing(req, toNotification(found))
    await req.payload.update({
      collection: 'mailings',
      id: found.id,
      data: { sentAt: new Date().toISOString(), sentCount: result.sent },
      depth: 0,
      req,
      overrideAccess: false,
    })
    const saved = toNotification(await findMailing(req.payload, req, found.id))
    return ok({ notification: saved, sent: result.sent, failed: result.failed })
  }),

  staffRoute('delete', '/notifications/:id', async (req) => {
    const found = await findOne(req)
    await req.payload.delete({ collection: 'mailings', id: found.id, req, overrideAccess: false })
    return ok({ id: found.id })
  }),
]
