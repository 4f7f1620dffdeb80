import { describe, expect, it } from 'vitest'

import { enhancedStatus, recipientRefusal, refusalKind } from '../../src/mail/bounceEvent'
import { isTransientMailError } from '../../src/mail/retrySend'

/** A failed send as nodemailer reports it: the command answered, the code and the server's words. */
const refused = (command: string, response: string) =>
  Object.assign(new Error(response), { command, response, responseCode: Number(response.slice(0, 3)) })

describe('bounces at sending', () => {
  it('reads the enhanced status code in an answer', () => {
    expect(enhancedStatus('550 5.1.1 <a@b.se>: no such user')).toBe('5.1.1')
    expect(enhancedStatus('452 4.2.2 Mailbox full')).toBe('4.2.2')
    expect(enhancedStatus('550 No such mailbox')).toBeNull()
  })

  it('takes unknown mailboxes and refusals for hard bounces, a full mailbox or a 4xx for soft ones', () => {
    expect(refusalKind(550, '5.1.1')).toBe('hard')
    expect(refusalKind(550, '5.1.2')).toBe('hard')
    expect(refusalKind(554, '5.7.1')).toBe('hard')
    expect(refusalKind(550, null)).toBe('hard')
    expect(refusalKind(552, '5.2.2')).toBe('soft')
    expect(refusalKind(452, '4.2.2')).toBe('soft')
    expect(refusalKind(451, null)).toBe('soft')
    expect(refusalKind(null, null)).toBeNull()
  })

  it('counts only answers about the recipient, not a refused login or sender', () => {
    expect(recipientRefusal(refused('RCPT TO', '550 5.1.1 no such user'))).toEqual({
      kind: 'hard',
      reason: '550 5.1.1 no such user',
    })
    expect(recipientRefusal(refused('DATA', '552 5.2.2 over quota'))).toMatchObject({ kind: 'soft' })
    expect(recipientRefusal(refused('AUTH PLAIN', '535 5.7.8 authentication failed'))).toBeNull()
    expect(recipientRefusal(refused('MAIL FROM', '550 5.7.1 sender refused'))).toBeNull()
    expect(recipientRefusal(Object.assign(new Error('gone'), { code: 'ECONNECTION' }))).toBeNull()
  })

  it('does not retry a full mailbox within the round, but does retry greylisting', () => {
    expect(isTransientMailError(refused('RCPT TO', '452 4.2.2 Mailbox full'))).toBe(false)
    expect(isTransientMailError(refused('RCPT TO', '451 4.7.1 Greylisted'))).toBe(true)
  })
})
