import type { Payload, TaskConfig } from 'payload'

import { resumableRounds } from '../mail/resumableRounds'
import { takeSendLease } from '../mail/sendLease'
import { type SendJobInput, sendMailing } from '../mail/sendMailing'
import { siteOrigin } from '../mail/siteOrigin'

/** Mailings have a queue of their own: a long send never holds up the maintenance queue, nor it a send. */
export const MAILING_QUEUE = 'mailings'
const SEND_TASK = 'send-mailing'

/** Queues one round of a mailing; the caller holds its send lease, which the job renews and releases. */
export const queueSend = (payload: Payload, input: SendJobInput) =>
  payload.jobs.queue({ task: SEND_TASK, input, queue: MAILING_QUEUE })

/**
 * The send itself. No retries by the queue: a send that stops (the database went away) leaves its round open and
 * its lease free, and `resume-mailings` or the next send goes on with it; one cut off with its server is resumed
 * once its lease has run out (Payload never runs a job that died while processing again; the jobs runner cancels
 * it, src/jobs/cutOffJobs.ts).
 */
const sendTask: TaskConfig<typeof SEND_TASK> = {
  slug: SEND_TASK,
  label: 'Send a mailing',
  retries: 0,
  handler: async ({ input, req }) => {
    const send = input as SendJobInput
    try {
      await sendMailing(req.payload, send)
      return { output: { stopped: false } }
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Mailing ${send.mailing} stopped; it is resumed within a minute` })
      return { output: { stopped: true } }
    }
  },
}

/**
 * The safety net: every minute, a round that was started and not finished (the server stopped midway) and whose
 * sender's lease has run out is queued again; it goes on after the last recipient it claimed.
 */
const resumeTask: TaskConfig<'resume-mailings'> = {
  slug: 'resume-mailings',
  label: 'Resume cut-off mailings',
  retries: 0,
  schedule: [{ cron: '30 * * * * *', queue: MAILING_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    let resumed = 0
    for (const { mailing, round } of await resumableRounds(payload)) {
      if (!(await takeSendLease(payload, mailing))) continue
      await queueSend(payload, { mailing, round, origin: siteOrigin(req) })
      resumed += 1
    }
    return { output: { resumed } }
  },
}

export const mailingTasks = [sendTask, resumeTask]
