import type { APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { expect } from './support'
import { parseMail } from '../support/smtp'

/**
 * The e2e server has no SMTP server, so its "mail program" is the outbox folder (scripts/e2e-server.sh:
 * DATA_DIR/outbox, one .eml per mail).
 */
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR || 'tests/.artifacts/e2e-data', 'outbox')

export type Mail = ReturnType<typeof parseMail> & { to: string; headers: string }

/** Every mail written so far, oldest first (of the browser suite's server, unless another outbox is given). */
export const allMails = (outbox = OUTBOX): Mail[] =>
  (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
    .map((raw) => ({
      ...parseMail(raw),
      to: /^To:\s*(.+)$/im.exec(raw)?.[1].trim() ?? '',
      headers: raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' '),
    }))

export const mailsTo = (email: string): Mail[] => allMails().filter((mail) => mail.to === email)

export const waitForMail = async (email: string, subject: string): Promise<Mail> => {
  await expect
    .poll(() => mailsTo(email).filter((mail) => mail.subject === subject).length, { timeout: 15_000 })
    .toBeGreaterThan(0)
  return mailsTo(email)
    .filter((mail) => mail.subject === subject)
    .at(-1)!
}

export const CONFIRM_LINK = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[^\s<>"]+/

/** Confirms a sign-up the way the visitor does: the e-mailed link's page, then its button (a POST). */
export const confirmSignup = async (request: APIRequestContext, email: string): Promise<void> => {
  await expect.poll(() => mailsTo(email).some((mail) => CONFIRM_LINK.test(mail.text)), { timeout: 15_000 }).toBe(true)
  const link = mailsTo(email)
    .map((mail) => CONFIRM_LINK.exec(mail.text)?.[0])
    .filter(Boolean)
    .at(-1)!
  const { pathname, search } = new URL(link)
  const answer = await request.post(`${pathname}${search}`)
  expect(answer.status()).toBe(200)
}
