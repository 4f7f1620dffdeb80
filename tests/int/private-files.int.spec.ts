import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { backupDir, outboxDir } from '../../src/lib/paths'
import { payloadSecret } from '../../src/platform/secret'
import { testPayload } from '../support/payload'
import { rest, tokenHeaders } from '../support/rest'
import { staffToken } from '../support/staff'

/** Backups, the mail outbox and the generated secret hold personal data or keys: only the server's user reads them. */
const modeOf = (file: string) => fs.statSync(file).mode & 0o777

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await testPayload()
  token = await staffToken(payload)
})

describe('files with personal data or secrets are private', () => {
  it('a new backup archive is 0600 in a 0700 folder', async () => {
    const response = await rest('POST', '/api/backup/create', { headers: tokenHeaders(token).bearer, body: {} })
    expect(response.status).toBe(201)
    const file = path.join(backupDir(), response.body.data.name)
    expect(modeOf(file).toString(8)).toBe('600')
    expect(modeOf(backupDir()).toString(8)).toBe('700')
  })

  it('a mail written to the outbox is 0600 in a 0700 folder', async () => {
    await payload.sendEmail({ to: 'privat@example.se', subject: 'Privat', text: 'Bara för servern.' })
    const files = fs.readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'))
    expect(files.length).toBeGreaterThan(0)
    for (const name of files) expect(modeOf(path.join(outboxDir(), name)).toString(8)).toBe('600')
    expect(modeOf(outboxDir()).toString(8)).toBe('700')
  })

  it('the generated secret is 0600 in a new 0700 data folder, and read back unchanged', () => {
    const saved = { secret: process.env.PAYLOAD_SECRET, dataDir: process.env.DATA_DIR }
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'salong-secret-')), 'data')
    try {
      delete process.env.PAYLOAD_SECRET
      process.env.DATA_DIR = dataDir
      const secret = payloadSecret()
      expect(secret).toMatch(/^[0-9a-f]{64}$/)
      expect(modeOf(path.join(dataDir, 'payload-secret')).toString(8)).toBe('600')
      expect(modeOf(dataDir).toString(8)).toBe('700')
      expect(payloadSecret()).toBe(secret)
    } finally {
      process.env.PAYLOAD_SECRET = saved.secret
      process.env.DATA_DIR = saved.dataDir
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
    }
  })
})
