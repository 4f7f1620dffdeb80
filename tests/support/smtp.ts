import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A received mail, decoded just enough for tests: headers, the text and the html part. */
export type ReceivedMail = {
  to: string[]
  from: string
  /** The envelope's sender (MAIL FROM): where bounces go. */
  returnPath: string
  subject: string
  text: string
  html: string
  raw: string
}
export type TestSmtp = { url: string; mails: ReceivedMail[]; stop: () => Promise<void> }

/**
 * How the server may misbehave: refuse a recipient with an SMTP code, or answer each mail (or the mails a function
 * picks) only after a while.
 */
export type SmtpOptions = {
  refuse?: (address: string) => { code: number; message: string } | undefined
  replyDelayMs?: number | ((mail: ReceivedMail) => number)
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, keeping what it receives.
 * Plain SMTP without authentication, as a local relay would be.
 */
export const startSmtp = async (options: SmtpOptions = {}): Promise<TestSmtp> => {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The app's pooled transport keeps its connections open: stopping closes them instead of waiting 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address)
      if (!refusal) return callback()
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const { mailFrom, rcptTo } = session.envelope
        const returnPath = mailFrom ? mailFrom.address : ''
        const mail = { ...parseMail(raw), to: rcptTo.map((r) => r.address), returnPath, raw }
        mails.push(mail)
        // Received, and answered later: a sender cut off meanwhile never hears that it was.
        const { replyDelayMs: delay = 0 } = options
        setTimeout(done, typeof delay === 'function' ? delay(mail) : delay).unref()
      })
    },
  })
  // A sender cut off in the middle of a mail (a killed server) resets its connection, which smtp-server reports as an
  // error event; with no listener that is an uncaught exception in the test process, failing a run that passed.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

type Part = { headers: Map<string, string>; body: string }

const splitPart = (raw: string): Part => {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

const decodeBody = (part: Part): string => {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  return part.body
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=` / `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )

const leafParts = (part: Part): Part[] => {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
  if (!/^multipart\//i.test(type) || !boundary) return [part]
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\r?\n/, ''))))
}

export const parseMail = (raw: string): Omit<ReceivedMail, 'to' | 'returnPath' | 'raw'> => {
  const message = splitPart(raw)
  const parts = leafParts(message)
  const ofType = (type: string) => parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').startsWith(type))
  const text = ofType('text/plain')
  const html = ofType('text/html')
  return {
    from: decodeWords(message.headers.get('from') ?? ''),
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  }
}
