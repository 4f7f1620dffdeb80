import type { Endpoint, PayloadRequest } from 'payload'

import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { readBody, routeId } from './http/input'
import { staffRoute } from './http/route'
import { queueSend } from '../src/jobs/mailingTasks'
import { isServerProcess } from '../src/jobs/serverCrons'
import {
  mailingCreateSchema,
  mailingPreviewSchema,
  mailingSendSchema,
  mailingUpdateSchema,
} from '../src/lib/schemas/mailing'
import { templateGenerateSchema } from '../src/lib/schemas/templateGenerate'
import { previewMailing } from '../src/mail/previewMailing'
import { releaseSendLease, takeSendLease } from '../src/mail/sendLease'
import { sendProgress } from '../src/mail/sendProgress'
import { nextSendRound } from '../src/mail/sendRound'
import { siteOrigin } from '../src/mail/siteOrigin'
import { findTemplateData } from '../src/mail/templateData'
import { generateMailing } from '../src/mail/templates'
import { conflict } from '../src/platform/apiError'
import { findMailing, findNotifications, notificationStats, saveMailing, toNotification } from '../src/queries/mailings'

const NOT_FOUND = 'Notification not found.'
const ALREADY_SENT = 'This notification has already been sent. Send it again with { "resend": true }.'
const BEING_SENT = 'This notification is being sent right now. Wait until it has finished.'
const INACTIVE = 'This notification is inactive. Activate it before sending.'

/**
 * The server runs a queued send at once rather than at the queue's next look (its cron is the safety net). Tests
 * and scripts, which have no crons, run the queue themselves (src/jobs/serverCrons.ts).
 */
const startNow = (req: PayloadRequest, jobId: string | number) => {
  if (!isServerProcess()) return
  req.payload.jobs.runByID({ id: jobId, overrideAccess: true }).catch((error: unknown) => {
    req.payload.logger.error({ err: error, msg: `The send job ${jobId} could not be run` })
  })
}

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

  // Beside the contract: where the latest send round stands (the admin's progress bar, also after a reload).
  staffRoute('get', '/notifications/:id/progress', async (req) =>
    ok(await sendProgress(req.payload, await findOne(req))),
  ),

  // Queued, not sent here: the answer comes at once with the round's progress so far, and a job on the queue
  // sends it (src/mail/sendMailing.ts). Exactly once: one concurrent send holds the lease (the others get 409)
  // until its job has finished, and each recipient is claimed before their mail leaves.
  staffRoute('post', '/notifications/:id/send', async (req) => {
    const found = await findOne(req)
    const { resend } = await readBody(req, mailingSendSchema)
    if (!found.isActive) throw conflict(INACTIVE)
    if (!(await takeSendLease(req.payload, found.id))) throw conflict(BEING_SENT)
    let job: Awaited<ReturnType<typeof queueSend>>
    try {
      const current = await findMailing(req.payload, req, found.id)
      const round = await nextSendRound(req, current, Boolean(resend))
      if (round === null) throw conflict(ALREADY_SENT)
      job = await queueSend(req.payload, { mailing: found.id, round, origin: siteOrigin(req) })
    } catch (error) {
      await releaseSendLease(req.payload, found.id)
      throw error
    }
    const saved = await findMailing(req.payload, req, found.id)
    const answer = ok({ notification: toNotification(saved), ...(await sendProgress(req.payload, saved)) })
    startNow(req, job.id)
    return answer
  }),

  staffRoute('delete', '/notifications/:id', async (req) => {
    const found = await findOne(req)
    await req.payload.delete({ collection: 'mailings', id: found.id, req, overrideAccess: false })
    return ok({ id: found.id })
  }),
]
