import { describe, expect, it } from 'vitest'

import { assertSeveralServersConfig, severalServersProblems } from '../../src/lib/severalServers'

const production = { NODE_ENV: 'production', SERVER_URL: 'https://salong.example' } as const

describe('the start of one of several servers (REDIS_URL)', () => {
  it('refuses a SQLite file, which serves one process, naming both', () => {
    expect(() => assertSeveralServersConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /Salong cannot start:[\s\S]*a SQLite file serves one process/,
    )
    const file = { ...production, REDIS_URL: 'redis://cache:6379', DATABASE_URI: 'file:./data/salong.db' }
    expect(severalServersProblems(file)).toHaveLength(1)
  })

  it('refuses an address that is no redis:// or rediss:// one', () => {
    const env = { ...production, REDIS_URL: 'cache:6379', DATABASE_URI: 'mongodb://db/salong' }
    expect(severalServersProblems(env)).toEqual(['REDIS_URL must be a redis:// or rediss:// address.'])
  })

  it('starts with MongoDB, and without REDIS_URL as one server does', () => {
    expect(
      severalServersProblems({ ...production, REDIS_URL: 'rediss://cache:6380', DATABASE_URI: 'mongodb://db/s' }),
    ).toEqual([])
    expect(severalServersProblems({ ...production })).toEqual([])
  })
})
