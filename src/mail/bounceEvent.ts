/**
 * What a mail server or sending service told about one recipient: `hard` (the address is refused for good),
 * `soft` (refused for now: a full mailbox) or `complaint` (the reader reported the mail as spam).
 */
export const BOUNCE_KINDS = ['hard', 'soft', 'complaint'] as const
export type BounceKind = (typeof BOUNCE_KINDS)[number]

/** Where it was heard: the SMTP answer at sending, or a provider's webhook later. */
export const BOUNCE_SOURCES = ['smtp', 'ses', 'mailgun', 'postmark', 'dsn'] as const
export type BounceSource = (typeof BOUNCE_SOURCES)[number]

/** The enhanced status code (RFC 3463) in a server's answer, such as `5.1.1`; null when it gives none. */
export const enhancedStatus = (text: string): string | null => text.match(/\b[245]\.\d{1,3}\.\d{1,3}\b/)?.[0] ?? null

/**
 * A refusal's kind from its SMTP reply code and enhanced status: a full mailbox (x.2.2) is temporary whatever its
 * class (RFC 3463 lists 5.2.2 as persistent, yet mailboxes empty), other 5xx answers (5.1.x unknown mailbox or
 * domain, 5.7.1 refused) are permanent, 4xx ones temporary. Null when neither says (no answer at all).
 */
export const refusalKind = (code: number | null, status: string | null): 'hard' | 'soft' | null => {
  if (status && /^[45]\.2\.2$/.test(status)) return 'soft'
  const klass = status ? Number(status[0]) : code ? Math.floor(code / 100) : null
  if (klass === 5) return 'hard'
  if (klass === 4) return 'soft'
  return null
}

/**
 * The refusal of the recipient in a failed send (nodemailer's error): only an answer to the recipient (RCPT TO) or
 * to their message (DATA) is about the address; a refused login or sender, or a dropped connection, is the
 * salon's own mail server's trouble and says nothing about the reader.
 */
export const recipientRefusal = (error: unknown): { kind: 'hard' | 'soft'; reason: string } | null => {
  const { command, responseCode, response } = (error ?? {}) as {
    command?: unknown
    responseCode?: unknown
    response?: unknown
  }
  if (command !== 'RCPT TO' && command !== 'DATA') return null
  const reason = typeof response === 'string' ? response.trim() : ''
  const kind = refusalKind(typeof responseCode === 'number' ? responseCode : null, enhancedStatus(reason))
  return kind ? { kind, reason: reason.slice(0, 500) } : null
}
