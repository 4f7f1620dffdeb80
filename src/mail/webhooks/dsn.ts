import { simpleParser } from 'mailparser'
import { createHash } from 'node:crypto'

import { enhancedStatus, refusalKind } from '../bounceEvent'
import { readReturnPath } from '../returnPath'
import type { ProviderEvent } from './providerEvent'

/** The field blocks of a delivery-status or feedback-report part (RFC 3464, RFC 5965): one map per block. */
const fieldBlocks = (content: string): Map<string, string>[] =>
  content
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>()
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':')
        if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
      }
      return fields
    })
    .filter((fields) => fields.size > 0)

/**
 * The parts of a multipart report, each its type and body. mailparser reads the report's headers, but folds the
 * delivery-status part into the text, so the parts are split here by the boundary it read.
 */
const reportParts = (raw: string, boundary: string): { type: string; body: string }[] =>
  raw
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => {
      const part = chunk.replace(/^\r?\n/, '')
      const split = part.search(/\r?\n\r?\n/)
      const head = split === -1 ? part : part.slice(0, split)
      const type = /^content-type:\s*([^;\s]+)/im.exec(head)?.[1]?.toLowerCase() ?? 'text/plain'
      return { type, body: split === -1 ? '' : part.slice(split).replace(/^\r?\n\r?\n/, '') }
    })

/** `rfc822; ada@example.se` → `ada@example.se`. */
const address = (value: string | undefined): string =>
  (value ?? '')
    .replace(/^[^;]*;/, '')
    .trim()
    .replace(/^<|>$/g, '')
    .toLowerCase()

/**
 * A raw delivery status notification (RFC 3464) or spam complaint report (ARF, RFC 5965), as a mail server's pipe or
 * an inbound-mail service posts it, as its events: each failed recipient a hard or soft bounce by its status, a
 * `delayed` one nothing (the server still tries), an abuse report a complaint. The recipient is the one our
 * return path (VERP, BOUNCE_ADDRESS) names when the report carries it, else the one the report names.
 */
export const dsnEvents = async (raw: string): Promise<ProviderEvent[]> => {
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true })
  const tagged = readReturnPath(raw)
  const id = mail.messageId ?? createHash('sha256').update(raw).digest('hex')
  const at = mail.date ?? new Date()
  const contentType = mail.headers.get('content-type') as { params?: Record<string, string> } | undefined
  const parts = contentType?.params?.boundary ? reportParts(raw, contentType.params.boundary) : []
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.body
  const events: ProviderEvent[] = []
  const status = part('message/delivery-status') ?? part('message/global-delivery-status')
  for (const fields of status ? fieldBlocks(status).slice(1) : []) {
    const action = (fields.get('action') ?? '').toLowerCase()
    const code = enhancedStatus(fields.get('status') ?? '')
    const kind = action === 'failed' ? (refusalKind(null, code) ?? 'hard') : null
    const email = address(fields.get('final-recipient') ?? fields.get('original-recipient'))
    if (!kind || (!email && !tagged)) continue
    const reason = address(fields.get('diagnostic-code')) ? fields.get('diagnostic-code')! : (code ?? action)
    events.push({
      key: `dsn:${id}:${email}`,
      kind,
      email,
      subscriber: tagged?.subscriber,
      mailing: tagged?.mailing,
      reason,
      at,
    })
  }
  const report = part('message/feedback-report')
  if (report) {
    const [fields] = fieldBlocks(report)
    const email = address(fields?.get('original-rcpt-to'))
    if (
      fields &&
      (!fields.get('feedback-type') || fields.get('feedback-type')!.toLowerCase() === 'abuse') &&
      (email || tagged)
    )
      events.push({
        key: `arf:${id}`,
        kind: 'complaint',
        email,
        subscriber: tagged?.subscriber,
        mailing: tagged?.mailing,
        reason: `Feedback-Type: ${fields.get('feedback-type') ?? 'abuse'}`,
        at,
      })
  }
  return events
}
