import { spawnSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One config load in a fresh process transpiles the whole config through tsx: seconds on a quiet machine, over a
 * minute on one busy with builds (a CI machine's). A load that takes longer than this is a failure of its own.
 */
const LOAD_LIMIT_MS = 180_000

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
      PAYLOAD_SECRET: 'startup-check-secret-0123456789abcdef',
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
  it(
    'refuse a MASTER_PASSWORD shorter than 16 characters, naming it',
    () => {
      const { status, stderr } = loadConfig({ MASTER_PASSWORD: 'fifteen-chars-1' })
      expect(status).not.toBe(0)
      expect(stderr).toContain('Salong cannot start')
      expect(stderr).toContain('MASTER_PASSWORD is 15 characters long; it must be at least 16')
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'refuse an ADMIN_PASSWORD that breaks the password rule, naming it',
    () => {
      const { status, stderr } = loadConfig({ ADMIN_PASSWORD: 'onlyletters' })
      expect(status).not.toBe(0)
      expect(stderr).toContain('ADMIN_PASSWORD does not meet the password rule')
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'start with a long enough master password, or none',
    () => {
      expect(loadConfig({ MASTER_PASSWORD: 'sixteen-chars-12' }).status).toBe(0)
      expect(loadConfig({}).status).toBe(0)
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'refuse a production start without SERVER_URL, naming it',
    () => {
      const { status, stderr } = loadConfig({ NODE_ENV: 'production' })
      expect(status).not.toBe(0)
      expect(stderr).toContain('SERVER_URL is required in production')
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'refuse a PAYLOAD_SECRET shorter than 32 characters, naming it',
    () => {
      const { status, stderr } = loadConfig({ PAYLOAD_SECRET: 'short-secret' })
      expect(status).not.toBe(0)
      expect(stderr).toContain('PAYLOAD_SECRET is 12 characters long; it must be at least 32')
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'refuse a production start on MongoDB without PAYLOAD_SECRET, but generate one for the embedded file',
    () => {
      const production = { NODE_ENV: 'production', SERVER_URL: 'https://salong.example', PAYLOAD_SECRET: '' }
      const mongo = loadConfig({ ...production, DATABASE_URI: 'mongodb://127.0.0.1:1/salong' })
      expect(mongo.status).not.toBe(0)
      expect(mongo.stderr).toContain('PAYLOAD_SECRET is required with a MongoDB database')
      expect(loadConfig({ ...production, DATABASE_URI: 'file:./data/never-opened.db' }).status).toBe(0)
    },
    2 * LOAD_LIMIT_MS,
  )

  it(
    'build cookies, CSRF and CORS from SERVER_URL',
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
    "refuse a bad configuration in `npm run site`'s database step with the reasons alone, as the server does",
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
