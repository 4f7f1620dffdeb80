import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { created, ok } from './http/envelope'
import { findOr404 } from './http/findOr404'
import { routeId } from './http/input'
import { type ContractRoute, route } from './http/route'
import {
  deleted,
  generatedMailingAnswer,
  idAnswer,
  mailPreviewAnswer,
  notificationAnswer,
  notificationStatsAnswer,
  sendAnswer,
  sendProgressAnswer,
  templateDataAnswer,
} from './openapi/answers'
import { recordAudit } from '../src/audit/recordAudit'
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
import {
  findMailing,
  findNotifications,
  type MailingAllLocales,
  notificationStats,
  saveMailing,
  toNotification,
  withFigures,
} from '../src/queries/mailings'

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

/** One mailing as the contract answers it, with its figures. */
const oneWithFigures = async (req: PayloadRequest, doc: MailingAllLocales) => (await withFigures(req.payload, [doc]))[0]

/**
 * /notifications — mailings to newsletter subscribers, staff only (SPEC §7). The static paths
 * (stats, templates) come before `/notifications/:id`, which would otherwise take them.
 */
export const notificationsEndpoints: ContractRoute[] = [
  route({
    method: 'get',
    path: '/notifications',
    summary: 'The mailings',
    staff: true,
    success: { data: z.array(notificationAnswer), description: 'Every mailing, newest first.' },
    handler: async ({ req }) => ok(await findNotifications(req.payload, req)),
  }),

  route({
    method: 'get',
    path: '/notifications/stats/overview',
    summary: 'Counts of mailings and of the subscribers a send reaches',
    staff: true,
    success: { data: notificationStatsAnswer, description: 'The counts.' },
    handler: async ({ req }) => ok(await notificationStats(req.payload, req)),
  }),

  route({
    method: 'get',
    path: '/notifications/templates/data',
    summary: 'What the templates are written from',
    staff: true,
    success: { data: templateDataAnswer, description: 'Visible discounts, active treatments, the settings.' },
    handler: async ({ req }) => ok(await findTemplateData(req)),
  }),

  route({
    method: 'post',
    path: '/notifications/templates/generate',
    summary: 'Write a mailing from a template',
    staff: true,
    body: templateGenerateSchema,
    success: { data: generatedMailingAnswer, description: 'The texts in both languages (nothing is saved).' },
    handler: async ({ req, body: { template } }) =>
      ok({ template, ...generateMailing(template, await findTemplateData(req)) }),
  }),

  // Beside the contract: the admin's preview of unsaved texts, as each language's subscribers would get them.
  route({
    method: 'post',
    path: '/notifications/preview',
    summary: 'Preview unsaved texts as the subscribers would get them',
    staff: true,
    body: mailingPreviewSchema,
    success: { data: mailPreviewAnswer, description: 'The composed mail per language.' },
    handler: async ({ req, body }) => ok(await previewMailing(req, body)),
  }),

  route({
    method: 'get',
    path: '/notifications/:id',
    summary: 'One mailing',
    staff: true,
    success: { data: notificationAnswer, description: 'The mailing.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => ok(await oneWithFigures(req, await findOne(req))),
  }),

  route({
    method: 'post',
    path: '/notifications',
    summary: 'Write a mailing',
    staff: true,
    body: mailingCreateSchema,
    success: { status: 201, data: notificationAnswer, description: 'The new mailing.' },
    errors: { 400: ['Please correct the highlighted fields.'] },
    handler: async ({ req, body }) => created(toNotification(await saveMailing(req.payload, req, body))),
  }),

  route({
    method: 'put',
    path: '/notifications/:id',
    summary: 'Change a mailing',
    staff: true,
    find: findOne,
    body: mailingUpdateSchema,
    success: { data: notificationAnswer, description: 'The mailing as it is now.' },
    errors: { 400: ['Please correct the highlighted fields.'], 404: [NOT_FOUND] },
    handler: async ({ req, body, found }) =>
      ok(await oneWithFigures(req, await saveMailing(req.payload, req, body, found.id))),
  }),

  route({
    method: 'patch',
    path: '/notifications/:id/toggle',
    summary: 'Switch a mailing on or off',
    staff: true,
    success: { data: notificationAnswer, description: 'The mailing in its new state.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const found = await findOne(req)
      const saved = await saveMailing(req.payload, req, { is_active: !found.isActive }, found.id)
      return ok(await oneWithFigures(req, saved))
    },
  }),

  // Beside the contract: where the latest send round stands (the admin's progress bar, also after a reload).
  route({
    method: 'get',
    path: '/notifications/:id/progress',
    summary: "Where a mailing's latest send round stands",
    staff: true,
    success: { data: sendProgressAnswer, description: 'The round, its state and its counts.' },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => ok(await sendProgress(req.payload, await findOne(req))),
  }),

  // Queued, not sent here: the answer comes at once with the round's progress so far, and a job on the queue
  // sends it (src/mail/sendMailing.ts). Exactly once: one concurrent send holds the lease (the others get 409)
  // until its job has finished, and each recipient is claimed before their mail leaves.
  route({
    method: 'post',
    path: '/notifications/:id/send',
    summary: 'Send a mailing to the confirmed subscribers who consented',
    description:
      'Queued: the answer comes at once with the round as it stands, and a job sends it (its progress: ' +
      '`GET /notifications/{id}/progress`). Exactly once: one send at a time (others get 409), each recipient ' +
      'claimed before their mail leaves, so a send cut off midway is finished without duplicates. ' +
      '`{ "resend": true }` sends it again.',
    staff: true,
    find: findOne,
    body: mailingSendSchema,
    success: { data: sendAnswer, description: "The mailing, and its round's progress so far." },
    errors: { 404: [NOT_FOUND], 409: [ALREADY_SENT, BEING_SENT, INACTIVE] },
    handler: async ({ req, body: { resend }, found }) => {
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
      await recordAudit(req, {
        action: 'mailing.sent',
        target: { collection: 'mailings', id: found.id },
        detail: resend ? 'again' : undefined,
      })
      const saved = await findMailing(req.payload, req, found.id)
      const answer = ok({ notification: await oneWithFigures(req, saved), ...(await sendProgress(req.payload, saved)) })
      startNow(req, job.id)
      return answer
    },
  }),

  route({
    method: 'delete',
    path: '/notifications/:id',
    summary: 'Delete a mailing',
    staff: true,
    success: { data: idAnswer, description: deleted('mailing') },
    errors: { 404: [NOT_FOUND] },
    handler: async ({ req }) => {
      const found = await findOne(req)
      await req.payload.delete({ collection: 'mailings', id: found.id, req, overrideAccess: false })
      return ok({ id: found.id })
    },
  }),
]
