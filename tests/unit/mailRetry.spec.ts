import { describe, expect, it } from 'vitest'

import { isTransientMailError, sendWithRetry } from '../../src/mail/retrySend'

/** An error as nodemailer reports an SMTP answer or a dropped connection. */
const smtpError = (fields: { responseCode?: number; code?: string }) => Object.assign(new Error('SMTP'), fields)

describe('SMTP failures', () => {
  it('takes a 4xx answer or a dropped connection for a passing failure, a 5xx or anything else for a final one', () => {
    expect(isTransientMailError(smtpError({ responseCode: 451, code: 'EENVELOPE' }))).toBe(true)
    expect(isTransientMailError(smtpError({ responseCode: 421 }))).toBe(true)
    expect(isTransientMailError(smtpError({ code: 'ECONNECTION' }))).toBe(true)
    expect(isTransientMailError(smtpError({ code: 'ETIMEDOUT' }))).toBe(true)
    expect(isTransientMailError(smtpError({ responseCode: 550, code: 'EENVELOPE' }))).toBe(false)
    expect(isTransientMailError(smtpError({ code: 'EAUTH', responseCode: 535 }))).toBe(false)
    expect(isTransientMailError(new Error('template failed'))).toBe(false)
  })

  it('retries a passing failure until it succeeds, and gives up on a final one at once', async () => {
    let calls = 0
    const flaky = () => (++calls < 3 ? Promise.reject(smtpError({ responseCode: 451 })) : Promise.resolve('sent'))
    await expect(sendWithRetry(flaky, [1, 1, 1])).resolves.toBe('sent')
    expect(calls).toBe(3)

    calls = 0
    const refused = () => (++calls, Promise.reject(smtpError({ responseCode: 550 })))
    await expect(sendWithRetry(refused, [1, 1, 1])).rejects.toMatchObject({ responseCode: 550 })
    expect(calls).toBe(1)

    calls = 0
    const down = () => (++calls, Promise.reject(smtpError({ code: 'ECONNECTION' })))
    await expect(sendWithRetry(down, [1, 1])).rejects.toMatchObject({ code: 'ECONNECTION' })
    expect(calls).toBe(3)
  })
})
