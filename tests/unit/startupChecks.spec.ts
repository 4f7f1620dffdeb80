import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** Loads the real Payload config in a fresh Node process, as a server start does, with the given settings. */
const loadConfig = (env: Record<string, string>) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await import('./payload.config.ts')"], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: os.tmpdir(), PAYLOAD_SECRET: 'startup-check', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: run.status, stderr: run.stderr }
}

describe('start-up checks', () => {
  it('refuse a MASTER_PASSWORD shorter than 16 characters, naming it', () => {
    const { status, stderr } = loadConfig({ MASTER_PASSWORD: 'fifteen-chars-1' })
    expect(status).not.toBe(0)
    expect(stderr).toContain('Salong cannot start')
    expect(stderr).toContain('MASTER_PASSWORD is 15 characters long; it must be at least 16')
  }, 60_000)

  it('refuse an ADMIN_PASSWORD that breaks the password rule, naming it', () => {
    const { status, stderr } = loadConfig({ ADMIN_PASSWORD: 'onlyletters' })
    expect(status).not.toBe(0)
    expect(stderr).toContain('ADMIN_PASSWORD does not meet the password rule')
  }, 60_000)

  it('start with a long enough master password, or none', () => {
    expect(loadConfig({ MASTER_PASSWORD: 'sixteen-chars-12' }).status).toBe(0)
    expect(loadConfig({}).status).toBe(0)
  }, 60_000)
})
