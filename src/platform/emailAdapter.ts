import { SpanStatusCode, trace } from '@opentelemetry/api'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { createPrivateWriteStream, ensurePrivateDirSync } from './privateFile'
import { openSmtpSocket } from './smtpSocket'
import { dkimSettings, inlinePem } from '../lib/dkimConfig'
import { recordMetric } from '../lib/observability/metrics.mjs'
import { outboxDir } from '../lib/paths'

/** Writes each message as an .eml file (readable by the server's user only), so with no SMTP server nothing leaves the machine. */
const outboxTransport = () => ({
  name: 'salong-outbox',
  version: '1',
  send(
    mail: { message: { createReadStream: () => NodeJS.ReadableStream; messageId: () => string } },
    done: (err: Error | null, info?: unknown) => void,
  ) {
    const dir = path.resolve(outboxDir())
    ensurePrivateDirSync(dir)
    const messageId = mail.message.messageId()
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${messageId.replace(/[^\w.-]/g, '')}.eml`,
    )
    const out = createPrivateWriteStream(file)
    mail.message.createReadStream().pipe(out).on('error', done)
    out.on('finish', () => done(null, { messageId, envelope: {}, file }))
  },
})

/** Connections the SMTP pool keeps open: a mailing's messages go out over them side by side. */
const SMTP_CONNECTIONS = 3

/** `SMTP_MAX_PER_SECOND`: a positive whole number caps the rate (as the provider allows); anything else, no cap. */
const maxPerSecond = (): number => {
  const value = Number(process.env.SMTP_MAX_PER_SECOND)
  return Number.isInteger(value) && value > 0 ? value : 0
}

/**
 * SMTP as a mailer does it: a pool of a few open connections (not one per message) at the configured rate.
 * They are query options of nodemailer's connection URL; any the URL names itself are kept.
 */
const smtpPoolUrl = (smtpUrl: string): string => {
  const url = new URL(smtpUrl)
  const defaults: Record<string, string> = { pool: 'true', maxConnections: String(SMTP_CONNECTIONS) }
  const rate = maxPerSecond()
  if (rate > 0) Object.assign(defaults, { rateLimit: String(rate), rateDelta: '1000' })
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return url.toString()
}

/** The SMTP pool made for this process, kept so that a graceful stop closes its connections. */
let pool: ReturnType<typeof nodemailer.createTransport> | undefined

/** The pooled SMTP transport, its connections opened without Nagle's delay (smtpSocket.ts). */
const smtpTransport = (smtpUrl: string) => {
  const transport = nodemailer.createTransport(smtpPoolUrl(smtpUrl), signing())
  // Set on the pool itself: given a URL, nodemailer takes its options from the URL alone.
  Object.assign(transport.transporter, { getSocket: openSmtpSocket })
  pool = transport
  return transport
}

/** Closes the SMTP pool's connections (a graceful stop, src/jobs/stopJobs.ts); nothing without SMTP_URL. */
export const closeMailTransport = async (): Promise<void> => {
  pool?.close()
}

/**
 * Whether the SMTP server answers (a connection, its greeting and EHLO, and a login when the URL has one) within
 * `limitMs`; true without SMTP_URL, as the outbox folder needs no server.
 */
export const mailServerAnswers = async (limitMs = 5_000): Promise<boolean> => {
  if (!pool) return true
  const timeout = new Promise<false>((resolve) => setTimeout(resolve, limitMs, false).unref())
  return Promise.race([
    pool.verify().then(
      () => true,
      () => false,
    ),
    timeout,
  ])
}

/**
 * Each mail handed over is counted (salong_mail_sent_total, salong_mail_failed_total) and, with tracing on, is a
 * span of its own: nodemailer has no instrumentation, and a slow or refusing SMTP server is what a trace must show.
 */
const observed =
  (adapter: EmailAdapter): EmailAdapter =>
  (args) => {
    const made = adapter(args)
    const tracer = trace.getTracer('salong')
    return {
      ...made,
      sendEmail: (message) =>
        tracer.startActiveSpan('mail send', async (span) => {
          try {
            const sent = await made.sendEmail(message)
            recordMetric((metrics) => metrics.mailSent.inc())
            return sent
          } catch (error) {
            recordMetric((metrics) => metrics.mailFailed.inc())
            span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) })
            throw error
          } finally {
            span.end()
          }
        }),
    }
  }

/**
 * Each mail's defaults: DKIM-signed by nodemailer itself when DKIM_DOMAIN, _SELECTOR and _PRIVATE_KEY are set (the
 * key inline, or read here from the file it names: a missing file stops the start).
 */
const signing = () => {
  const settings = dkimSettings()
  if (!settings) return {}
  const { key, ...dkim } = settings
  return { dkim: { ...dkim, privateKey: inlinePem(key) ?? fs.readFileSync(key, 'utf8') } }
}

/** `SMTP_URL` → that server; unset → files under data/outbox/. Never a network test account. */
export const emailAdapter = async (): Promise<EmailAdapter> =>
  observed(
    await nodemailerAdapter({
      defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'no-reply@salong.local',
      defaultFromName: process.env.MAIL_FROM_NAME || 'Salong',
      skipVerify: true,
      transport: process.env.SMTP_URL
        ? smtpTransport(process.env.SMTP_URL)
        : nodemailer.createTransport(outboxTransport(), signing()),
    }),
  )
