import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../support/payload'

describe('mail without SMTP_URL', () => {
  it('is written as a file under data/outbox, never sent anywhere', async () => {
    expect(process.env.SMTP_URL).toBeUndefined()
    const payload = await testPayload()
    await payload.sendEmail({ to: 'gast@example.se', subject: 'Välkommen till salongen', text: 'Hej och välkommen!' })
    const outbox = path.join(process.env.DATA_DIR!, 'outbox')
    const files = fs.readdirSync(outbox).filter((name) => name.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const message = fs.readFileSync(path.join(outbox, files[0]), 'utf8')
    expect(message).toMatch(/^To: gast@example\.se$/m)
    expect(message).toContain('Hej och v')
  })
})
