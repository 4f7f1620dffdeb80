import net from 'node:net'
import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { isTransientMailError } from '../../src/mail/retrySend'
import { emailAdapter } from '../../src/platform/emailAdapter'
import { startSmtp } from '../support/smtp'

/** The app's mail transport on SMTP_URL, as Payload sets it up. */
const transport = async (smtpUrl: string) => {
  process.env.SMTP_URL = smtpUrl
  return (await emailAdapter())({ payload: {} as Payload })
}

/** A local port that nothing listens on. */
const closedPort = async () => {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

afterEach(() => {
  delete process.env.SMTP_URL
})

describe('the SMTP transport (connections opened by src/platform/smtpSocket.ts)', () => {
  it('delivers mail over its pooled connections', async () => {
    const smtp = await startSmtp()
    try {
      const { sendEmail } = await transport(smtp.url)
      const to = ['ada@example.se', 'bo@example.se', 'cy@example.se', 'di@example.se']
      await Promise.all(to.map((address) => sendEmail({ to: address, subject: 'Hej', text: 'Hej!' })))
      expect(smtp.mails.flatMap((mail) => mail.to).sort()).toEqual(to)
    } finally {
      await smtp.stop()
    }
  })

  it('reports a refused connection as a dropped one, which a send retries', async () => {
    const { sendEmail } = await transport(`smtp://127.0.0.1:${await closedPort()}`)
    const error = await sendEmail({ to: 'ada@example.se', subject: 'Hej', text: 'Hej!' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'ECONNECTION' })
    expect(isTransientMailError(error)).toBe(true)
  })
})
