import { z } from 'zod'

import { deleted } from './shared'
import {
  mailingCreateSchema,
  mailingPreviewSchema,
  mailingSendSchema,
  mailingUpdateSchema,
} from '../../../src/lib/schemas/mailing'
import { templateGenerateSchema } from '../../../src/lib/schemas/templateGenerate'
import type { RouteDoc } from '../../http/route'
import {
  generatedMailingAnswer,
  idAnswer,
  mailPreviewAnswer,
  notificationAnswer,
  notificationStatsAnswer,
  sendAnswer,
  sendProgressAnswer,
  templateDataAnswer,
} from '../answers'

const NOT_FOUND = 'Notification not found.'

/** /notifications: mailings to the newsletter's subscribers, staff only (endpoints/notifications.ts). */
export const notificationsRoutes: RouteDoc[] = [
  {
    method: 'get',
    path: '/notifications',
    summary: 'The mailings',
    staff: true,
    success: { data: z.array(notificationAnswer), description: 'Every mailing, newest first.' },
  },
  {
    method: 'get',
    path: '/notifications/stats/overview',
    summary: 'Counts of mailings and of the subscribers a send reaches',
    staff: true,
    success: { data: notificationStatsAnswer, description: 'The counts.' },
  },
  {
    method: 'get',
    path: '/notifications/templates/data',
    summary: 'What the templates are written from',
    staff: true,
    success: { data: templateDataAnswer, description: 'Visible discounts, active treatments, the settings.' },
  },
  {
    method: 'post',
    path: '/notifications/templates/generate',
    summary: 'Write a mailing from a template',
    staff: true,
    body: templateGenerateSchema,
    success: { data: generatedMailingAnswer, description: 'The texts in both languages (nothing is saved).' },
  },
  {
    method: 'post',
    path: '/notifications/preview',
    summary: 'Preview unsaved texts as the subscribers would get them',
    staff: true,
    body: mailingPreviewSchema,
    success: { data: mailPreviewAnswer, description: 'The composed mail per language.' },
  },
  {
    method: 'get',
    path: '/notifications/:id',
    summary: 'One mailing',
    staff: true,
    success: { data: notificationAnswer, description: 'The mailing.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'post',
    path: '/notifications',
    summary: 'Write a mailing',
    staff: true,
    body: mailingCreateSchema,
    success: { status: 201, data: notificationAnswer, description: 'The new mailing.' },
    errors: { 400: ['Please correct the highlighted fields.'] },
  },
  {
    method: 'put',
    path: '/notifications/:id',
    summary: 'Change a mailing',
    staff: true,
    body: mailingUpdateSchema,
    success: { data: notificationAnswer, description: 'The mailing as it is now.' },
    errors: { 400: ['Please correct the highlighted fields.'], 404: [NOT_FOUND] },
  },
  {
    method: 'patch',
    path: '/notifications/:id/toggle',
    summary: 'Switch a mailing on or off',
    staff: true,
    success: { data: notificationAnswer, description: 'The mailing in its new state.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'get',
    path: '/notifications/:id/progress',
    summary: "Where a mailing's latest send round stands",
    staff: true,
    success: { data: sendProgressAnswer, description: 'The round, its state and its counts.' },
    errors: { 404: [NOT_FOUND] },
  },
  {
    method: 'post',
    path: '/notifications/:id/send',
    summary: 'Send a mailing to the confirmed subscribers who consented',
    description:
      'Queued: the answer comes at once with the round as it stands, and a job sends it (its progress: ' +
      '`GET /notifications/{id}/progress`). Exactly once: one send at a time (others get 409), each recipient ' +
      'claimed before their mail leaves, so a send cut off midway is finished without duplicates. ' +
      '`{ "resend": true }` sends it again.',
    staff: true,
    body: mailingSendSchema,
    success: { data: sendAnswer, description: "The mailing, and its round's progress so far." },
    errors: {
      404: [NOT_FOUND],
      409: [
        'This notification has already been sent. Send it again with { "resend": true }.',
        'This notification is being sent right now. Wait until it has finished.',
        'This notification is inactive. Activate it before sending.',
      ],
    },
  },
  {
    method: 'delete',
    path: '/notifications/:id',
    summary: 'Delete a mailing',
    staff: true,
    success: { data: idAnswer, description: deleted('mailing') },
    errors: { 404: [NOT_FOUND] },
  },
]
