import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/*
 * Runs before each integration test file, before the Payload config is imported: a fresh database and data
 * folder per file, no demo content unless a test seeds it, and a known staff password.
 */
const id = randomBytes(6).toString('hex')
const base = inject('databaseBase')
const dataDir = path.join(inject('workDir'), id)
fs.mkdirSync(dataDir, { recursive: true })

process.env.DATABASE_URI = base.startsWith('file:') ? `${base}/${id}.db` : `${base}/salong_${id}`
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET = `integration-test-secret-${id}-0123456789`
process.env.SEED_DEMO = 'false'
process.env.ADMIN_PASSWORD = 'Test-Admin-Password-1'
delete process.env.SMTP_URL
// The tests play clients behind one reverse proxy: each request's last X-Forwarded-For entry is its address.
process.env.TRUSTED_PROXIES = '1'

if (!base.startsWith('file:')) await import('./jongodb-driver-fix.cjs')
