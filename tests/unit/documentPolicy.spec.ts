import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { scriptHash } from '../../server/inlineScriptHashes.mjs'
import { requestListener } from '../../server/requestListener.mjs'

// The production server's policies on a real HTTP server. The handler answers as Next does: its configuration's
// policy on every answer; a page (from its cache or just rendered) ended in one piece; the admin panel streamed,
// with the nonce it read from the request given to its scripts.
const CONFIGURED = "default-src 'none'; script-src 'self'"
const flight = (text: string) => `self.__next_f.push([1,${JSON.stringify(text)}])`
const QUEUE = '(self.__next_f=self.__next_f||[]).push([0])'
let pageText = 'Skönhet och spa vid Strandvägen'
const page = () =>
  `<!DOCTYPE html><html lang="sv"><body><h1>${pageText}</h1>${'å'.repeat(4000)}` +
  `<script>${QUEUE}</script><script>${flight(pageText)}</script></body></html>`
const seenNonces: (string | undefined)[] = []
const handle = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Security-Policy', CONFIGURED)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy'] ?? ''))?.[1]
  if (req.url?.startsWith('/admin')) {
    res.write(`<!DOCTYPE html><html><body><script nonce="${nonce}">${QUEUE}</script>`)
    res.end('</body></html>')
    return
  }
  seenNonces.push(nonce)
  if (req.url === '/api/settings') {
    res.setHeader('Content-Type', 'application/json')
    return res.end('{"success":true}')
  }
  if (req.url === '/missing') res.statusCode = 404
  res.setHeader('x-nextjs-cache', req.url === '/rendered' ? 'MISS' : 'HIT')
  res.end(page())
}

const staticDir = mkdtempSync(path.join(tmpdir(), 'salong-static-'))
const servers: Server[] = []
const serve = async (env: NodeJS.ProcessEnv) => {
  const server = createServer(requestListener(handle, { staticDir, env }))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as AddressInfo).port
}
let port: number
let httpsPort: number
beforeAll(async () => {
  port = await serve({ NODE_ENV: 'production', SERVER_URL: 'http://127.0.0.1:3000' })
  httpsPort = await serve({ NODE_ENV: 'production', SERVER_URL: 'https://salong.example' })
})
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  rmSync(staticDir, { recursive: true, force: true })
})

/** The answer's headers and its body, decoded. */
const get = (url: string, headers: Record<string, string> = {}, onPort = port) =>
  new Promise<{ headers: IncomingMessage['headers']; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: onPort, path: url, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding']
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
        resolve({ headers: res.headers, text: decoded.toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end()
  })

const scriptSources = (policy: string | string[] | undefined) =>
  String(policy)
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1)
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])

describe("the documents' policies", () => {
  it('a page sent whole allows exactly its own inline scripts, in every encoding, from the cache or just rendered', async () => {
    for (const [url, accept] of [
      ['/', 'br'],
      ['/', 'gzip'],
      ['/', ''],
      ['/rendered', 'br'],
    ]) {
      const answer = await get(url, accept ? { 'accept-encoding': accept } : {})
      // From the cache in bytes compressed once per version, just rendered compressed per answer.
      expect(answer.headers['content-encoding'], `${url} ${accept}`).toBe(accept || undefined)
      expect(scriptSources(answer.headers['content-security-policy'])).toEqual([
        "'self'",
        ...scriptsOf(answer.text).map(scriptHash),
      ])
      expect(answer.headers['content-security-policy']).not.toContain('unsafe')
    }
  })

  it('a new version of the page brings its own hashes; the old version its old ones', async () => {
    const before = (await get('/', { 'accept-encoding': 'br' })).headers['content-security-policy']
    const previous = pageText
    pageText = 'Ny skönhet vid Strandvägen'
    try {
      const answer = await get('/', { 'accept-encoding': 'br' })
      expect(answer.text).toContain(pageText)
      expect(answer.headers['content-security-policy']).not.toBe(before)
      expect(scriptSources(answer.headers['content-security-policy'])).toContain(scriptHash(flight(pageText)))
    } finally {
      pageText = previous
    }
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-security-policy']).toBe(before)
  })

  it('an error page may style itself inline; a non-document keeps the configured policy', async () => {
    const missing = await get('/missing', { 'accept-encoding': 'br' })
    expect(missing.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    expect(scriptSources(missing.headers['content-security-policy'])).toHaveLength(3)
    expect((await get('/api/settings')).headers['content-security-policy']).toBe(CONFIGURED)
  })

  it("the admin panel's answer carries the nonce Next was given, a new one each request", async () => {
    const first = await get('/admin/login', { 'accept-encoding': 'gzip' })
    const second = await get('/admin')
    for (const answer of [first, second]) {
      const nonce = /nonce="([^"]+)"/.exec(answer.text)![1]
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(scriptSources(answer.headers['content-security-policy'])).toEqual(["'self'", `'nonce-${nonce}'`])
    }
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy'])
    // Not a page whose name merely begins so.
    expect((await get('/administration')).headers['content-security-policy']).not.toContain('nonce')
  })

  it("a visitor's own policy header never reaches a render", async () => {
    seenNonces.length = 0
    await get('/rendered', { 'content-security-policy': "script-src 'nonce-chosen'" })
    await get('/rendered', { 'content-security-policy-report-only': "script-src 'nonce-chosen'" })
    expect(seenNonces).toEqual([undefined, undefined])
  })
})

describe('Strict-Transport-Security', () => {
  it('goes out on every answer when SERVER_URL is https, on none when it is http', async () => {
    for (const url of ['/', '/missing', '/admin/login', '/api/settings']) {
      expect((await get(url, {}, httpsPort)).headers['strict-transport-security'], url).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect((await get(url)).headers['strict-transport-security'], url).toBeUndefined()
    }
  })
})
