import type { Payload, TaskConfig } from 'payload'

import { isServerProcess } from './serverCrons'
import { resumableRounds } from '../mail/resumableRounds'
import { takeSendLease } from '../mail/sendLease'
import { type SendJobInput, sendMailing } from '../mail/sendMailing'
import { siteOrigin } from '../mail/siteOrigin'

/** Mailings have a queue of their own: a long send never holds up the maintenance queue, nor it a send. */
export const MAILING_QUEUE = 'mailings'
/**
 * How often the mailing queue is looked at and cut-off rounds resumed: a round handed over by a server that
 * stops (src/mail/sendMailing.ts) goes on elsewhere within seconds. Each look is a few small queries.
 */
export const MAILING_CRON = '*/10 * * * * *'
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
      req.payload.logger.error({ err: error, msg: `Mailing ${send.mailing} stopped; it is resumed within seconds` })
      return { output: { stopped: true } }
    }
  },
}

/**
 * The safety net: every ten seconds, a round that was started and not finished (its server stopped midway) and
 * whose sender's lease is free (let go by a stopping server, or run out after a crash) is queued again and, in
 * the server, run at once; it goes on after the last recipient it claimed.
 */
const resumeTask: TaskConfig<'resume-mailings'> = {
  slug: 'resume-mailings',
  label: 'Resume cut-off mailings',
  retries: 0,
  schedule: [{ cron: MAILING_CRON, queue: MAILING_QUEUE }],
  handler: async ({ req }) => {
    const { payload } = req
    let resumed = 0
    for (const { mailing, round } of await resumableRounds(payload)) {
      if (!(await takeSendLease(payload, mailing))) continue
      const job = await queueSend(payload, { mailing, round, origin: siteOrigin(req) })
      // Not at the queue's next look: this run took the jobs it runs before this one was queued.
      if (isServerProcess()) {
        payload.jobs.runByID({ id: job.id, overrideAccess: true }).catch((error: unknown) => {
          payload.logger.error({ err: error, msg: `The send job ${job.id} could not be run` })
        })
      }
      resumed += 1
    }
    return { output: { resumed } }
  },
}

export const mailingTasks = [sendTask, resumeTask]
