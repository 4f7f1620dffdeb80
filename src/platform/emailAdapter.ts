import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { createPrivateWriteStream, ensurePrivateDirSync } from './privateFile'
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

/** `SMTP_URL` → that server; unset → files under data/outbox/. Never a network test account. */
export const emailAdapter = (): Promise<EmailAdapter> =>
  nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'no-reply@salong.local',
    defaultFromName: process.env.MAIL_FROM_NAME || 'Salong',
    skipVerify: true,
    transport: process.env.SMTP_URL
      ? nodemailer.createTransport(process.env.SMTP_URL)
      : nodemailer.createTransport(outboxTransport()),
  })
