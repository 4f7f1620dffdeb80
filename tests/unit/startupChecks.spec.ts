import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { assertStartupConfig } from '../../src/lib/startupChecks'

/**
 * One config load in a fresh process transpiles the whole config through tsx: seconds on a quiet machine, over a
 * minute on one busy with builds (a CI machine's). A load that takes longer than this is a failure of its own.
 */
const LOAD_LIMIT_MS = 180_000

const SECRET = 'startup-check-secret-0123456789abcdef'

/** The checks as the config runs them, in this process: each rule's refusal, read off its error. */
const refusal = (vars: Record<string, string>): string | null => {
  try {
    assertStartupConfig({ NODE_ENV: 'test', PAYLOAD_SECRET: SECRET, ...vars })
    return null
  } catch (error) {
    return (error as Error).message
  }
}

/** Loads the real Payload config in a fresh Node process, as a server start does, with the given settings. */
const PRINT = `const config = await (await import('./payload.config.ts')).default
const users = config.collections.find((c) => c.slug === 'users')
console.log(JSON.stringify({ cors: config.cors, csrf: config.csrf, secure: users.auth.cookies.secure }))`

const loadConfig = (env: Record<string, string>) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PRINT], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATA_DIR: os.tmpdir(),
      PAYLOAD_SECRET: SECRET,
      ...env,
    },
    encoding: 'utf8',
    timeout: LOAD_LIMIT_MS,
  })
  return {
    status: run.status,
    stderr: run.stderr,
    config: run.status === 0 ? JSON.parse(run.stdout.trim().split('\n').pop()!) : null,
  }
}

describe('start-up checks', () => {
  it('refuse a MASTER_PASSWORD shorter than 16 characters, naming it', () => {
    expect(refusal({ MASTER_PASSWORD: 'fifteen-chars-1' })).toContain(
      'MASTER_PASSWORD is 15 characters long; it must be at least 16',
    )
  })

  it('refuse an ADMIN_PASSWORD that breaks the password rule, naming it', () => {
    expect(refusal({ ADMIN_PASSWORD: 'onlyletters' })).toContain('ADMIN_PASSWORD does not meet the password rule')
  })

  it('accept a long enough master password, or none', () => {
    expect(refusal({ MASTER_PASSWORD: 'sixteen-chars-12' })).toBeNull()
    expect(refusal({})).toBeNull()
  })

  it('refuse a production start without SERVER_URL, naming it', () => {
    expect(refusal({ NODE_ENV: 'production' })).toContain('SERVER_URL is required in production')
  })

  it('refuse a PAYLOAD_SECRET shorter than 32 characters, naming it', () => {
    expect(refusal({ PAYLOAD_SECRET: 'short-secret' })).toContain(
      'PAYLOAD_SECRET is 12 characters long; it must be at least 32',
    )
  })

  it('refuse a production start on MongoDB without PAYLOAD_SECRET, but not on the embedded file', () => {
    const production = { NODE_ENV: 'production', SERVER_URL: 'https://salong.example', PAYLOAD_SECRET: '' }
    expect(refusal({ ...production, DATABASE_URI: 'mongodb://127.0.0.1:1/salong' })).toContain(
      'PAYLOAD_SECRET is required with a MongoDB database',
    )
    expect(refusal({ ...production, DATABASE_URI: 'file:./data/never-opened.db' })).toBeNull()
  })

  it('name every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short', MASTER_PASSWORD: 'short' })
    expect(message).toMatch(/^Salong cannot start:\n {2}- /)
    expect(message).toContain('SERVER_URL is required in production')
    expect(message).toContain('PAYLOAD_SECRET is 5 characters long')
    expect(message).toContain('MASTER_PASSWORD is 5 characters long')
  })
})

// The same checks where they run: a fresh process loading the real config (each load takes seconds, so few).
describe('a server start', () => {
  it(
    'stops on a refused setting, naming it',
    () => {
      const { status, stderr } = loadConfig({ MASTER_PASSWORD: 'fifteen-chars-1' })
      expect(status).not.toBe(0)
      expect(stderr).toContain('Salong cannot start')
      expect(stderr).toContain('MASTER_PASSWORD is 15 characters long; it must be at least 16')
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'builds cookies, CSRF and CORS from SERVER_URL',
    () => {
      const https = loadConfig({ NODE_ENV: 'production', SERVER_URL: 'https://salong.example/' }).config
      expect(https.secure).toBe(true)
      expect([...new Set(https.csrf)]).toEqual(['https://salong.example'])
      expect(https.cors.origins).toEqual(['https://salong.example'])
      const local = loadConfig({
        NODE_ENV: 'production',
        SERVER_URL: 'http://localhost:3000',
        CORS_ORIGINS: 'https://a.example',
      }).config
      expect(local.secure).toBe(false)
      expect(local.cors.origins).toEqual(['https://a.example'])
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    "refuses a bad configuration in `npm run site`'s database step with the reasons alone, as the server does",
    () => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/init.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'production',
          DATA_DIR: os.tmpdir(),
          PAYLOAD_SECRET: 'short',
        },
        encoding: 'utf8',
        timeout: LOAD_LIMIT_MS,
      })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('SERVER_URL is required in production')
      expect(run.stderr).toContain('PAYLOAD_SECRET is 5 characters long')
      // No stack trace under the reasons.
      expect(run.stderr).not.toMatch(/^\s+at /m)
      expect(run.stderr).not.toContain('Node.js v')
    },
    2 * LOAD_LIMIT_MS,
  )
})
