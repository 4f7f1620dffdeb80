/** How much of the customer's message a reply quotes: mail programs cut very long `mailto:` addresses. */
const QUOTE_LIMIT = 1500

/**
 * A `mailto:` address that opens the staff member's mail program with a reply: the customer's address, the
 * subject, and the message quoted below the greeting. Every part is percent-encoded (RFC 6068), line breaks as CRLF.
 */
export const replyMailto = ({
  to,
  subject,
  greeting,
  quote,
}: {
  to: string
  subject: string
  greeting: string
  quote: string
}): string => {
  const quoted = (quote.length > QUOTE_LIMIT ? `${quote.slice(0, QUOTE_LIMIT)}…` : quote)
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\r\n')
  const body = `${greeting}\r\n\r\n\r\n${quoted}`
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
