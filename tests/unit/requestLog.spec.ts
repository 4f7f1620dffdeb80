import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { type Logger, pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { observedRequests } from '../../server/observedRequests.mjs'
import { loggerOptions } from '../../src/lib/observability/logger.mjs'
import { requestId } from '../../src/lib/observability/requestId.mjs'
import { currentRequestScope } from '../../src/lib/observability/requestScope.mjs'
import { publishRoutes } from '../../src/lib/observability/routeTemplates.mjs'

// The request log (server/observedRequests.mjs) on a real HTTP server, its logger writing JSON lines to memory.
type Line = Record<string, unknown>
let server: http.Server | undefined

const start = async (vars: Record<string, string>, handle: (log: Logger) => http.RequestListener) => {
  const env = vars as NodeJS.ProcessEnv
  const lines: Line[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text))
      done()
    },
  })
  const log = pino({ ...loggerOptions(env, 'json'), level: 'debug' }, sink)
  server = http.createServer(observedRequests(handle(log), { log, env }))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { lines, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

afterEach(() => {
  server?.close()
  server = undefined
})

publishRoutes({ templates: ['/api/services/:id', '/api/auth/login'], exact: [['/api/health', '/api/health']] })

describe('one line per request', () => {
  it('names the template, status, time and size, and carries the id the answer gives', async () => {
    const { lines, origin } = await start({}, () => (_req, res) => res.end('hello'))
    const answer = await fetch(`${origin}/api/services/42?lang=sv&email=anna@example.se`)
    await answer.text()
    await expect.poll(() => lines.length).toBe(1)
    const [line] = lines
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/services/:id',
      status: 200,
    })
    expect(line.reqId).toBe(answer.headers.get('x-request-id'))
    expect(line.ms).toBeTypeOf('number')
    expect(line.bytes).toBeGreaterThan('hello'.length)
  })

  it('holds nothing personal: no address, e-mail, cookie, token, password, query or body', async () => {
    const { lines, origin } = await start({ TRUSTED_PROXIES: '1' }, () => (req, res) => {
      req.resume()
      res.statusCode = 401
      res.end()
    })
    await fetch(`${origin}/api/auth/login?email=anna@example.se&token=abc123`, {
      method: 'POST',
      headers: {
        Cookie: 'payload-token=secret-cookie-value',
        Authorization: 'Bearer secret-bearer-token',
        'X-Forwarded-For': '203.0.113.9',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ username: 'anna@example.se', password: 'Hemligt-Losenord-1' }),
    })
    await expect.poll(() => lines.length).toBe(1)
    const text = JSON.stringify(lines[0])
    for (const secret of [
      'anna@example.se',
      'secret-cookie-value',
      'secret-bearer-token',
      'Hemligt',
      'abc123',
      '203.0.113.9',
      '127.0.0.1',
    ])
      expect(text, secret).not.toContain(secret)
    expect(lines[0]).toMatchObject({ route: '/api/auth/login', status: 401, method: 'POST' })
  })

  it('gives every line written while the request runs its id, an error with its stack included', async () => {
    const { lines, origin } = await start({}, (log) => (_req, res) => {
      log.error({ err: new Error('the database went away') }, 'a read failed')
      res.statusCode = 500
      res.end()
    })
    const answer = await fetch(`${origin}/api/services/1`)
    await expect.poll(() => lines.length).toBe(2)
    const id = answer.headers.get('x-request-id')
    expect(lines.map((line) => line.reqId)).toEqual([id, id])
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'a read failed' })
    expect(JSON.stringify(lines[0].err)).toContain('the database went away')
  })

  it("names the cache that answered: a page's header, or an anonymous read's mark in the request's scope", async () => {
    const { lines, origin } = await start({}, (log) => (req, res) => {
      if (req.url === '/api/services/1') {
        currentRequestScope()!.cache = 'HIT'
        log.info('read from the cache')
      } else res.setHeader('x-nextjs-cache', 'STALE')
      res.end()
    })
    await fetch(`${origin}/api/services/1`)
    await fetch(`${origin}/api/services/2`)
    await expect.poll(() => lines.length).toBe(3)
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.cache)).toEqual(['HIT', 'STALE'])
    // The mark is the request's own line's, not on every line written meanwhile.
    expect(lines[0]).toMatchObject({ msg: 'read from the cache' })
    expect(lines[0]).not.toHaveProperty('cache')
  })

  it('logs the health and readiness checks at debug only', async () => {
    const { lines, origin } = await start({}, () => (_req, res) => res.end('ok'))
    await (await fetch(`${origin}/api/health`)).text()
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({ level: 'debug', route: '/api/health' })
  })
})

describe('the request id', () => {
  it('is kept from a trusted proxy in front, and made anew without one', async () => {
    expect(requestId('haproxy-7f3a-0001', 1)).toBe('haproxy-7f3a-0001')
    expect(requestId('haproxy-7f3a-0001', 0)).not.toBe('haproxy-7f3a-0001')
    // Not a plain token: never written into the log as it came.
    expect(requestId('evil\n{"level":"error"}', 1)).not.toContain('evil')
    expect(requestId(undefined, 1)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('an incoming X-Request-Id reaches the answer and the line only behind a trusted proxy', async () => {
    for (const [trusted, kept] of [
      ['1', true],
      ['0', false],
    ] as const) {
      const { lines, origin } = await start({ TRUSTED_PROXIES: trusted }, () => (_req, res) => res.end())
      const answer = await fetch(`${origin}/api/services/1`, { headers: { 'X-Request-Id': 'from-the-proxy-1' } })
      await expect.poll(() => lines.length).toBe(1)
      expect(answer.headers.get('x-request-id') === 'from-the-proxy-1').toBe(kept)
      expect(lines[0].reqId).toBe(answer.headers.get('x-request-id'))
      server?.close()
    }
  })
})

describe('the logger', () => {
  it("writes the jobs runner's routine line at debug, and redacts what no line may show", () => {
    const lines: Line[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()))
        done()
      },
    })
    const log = pino({ ...loggerOptions({} as NodeJS.ProcessEnv, 'json'), level: 'debug' }, sink)
    log.info({ msg: 'Running 1 jobs.', new: 1, retrying: 0 })
    log.info({ password: 'Hemligt-1', headers: { authorization: 'Bearer abc', cookie: 'payload-token=x' } }, 'a login')
    expect(lines[0]).toMatchObject({ level: 'debug', msg: 'Running 1 jobs.' })
    expect(lines[1]).toMatchObject({
      level: 'info',
      password: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    })
  })
})
