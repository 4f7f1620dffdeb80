import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestListener } from '../../server/requestListener.mjs'
import { DECLARED_CONTENT_LENGTH } from '../../src/lib/declaredContentLength.mjs'

// The production server's request listener on a real HTTP server. The handler answers as Next does: a page from its
// cache is ended in one piece with `x-nextjs-cache: HIT`; a page being rendered (MISS) streams in pieces; a route
// handler's file streams without `Content-Length`, which Next drops, and with its declared length; a build file
// (`/_next/static/…`) is read from the build's folder and streamed with its length, or answered 304 or 206.
const file = Buffer.alloc(50_000, 'salong film ')
const staticDir = mkdtempSync(path.join(tmpdir(), 'salong-static-'))
const chunkLine = (i: number) => `export const price${i} = (amount) => Math.round(amount * ${i % 97}) / 100\n`
const chunk = Buffer.from(Array.from({ length: 3000 }, (_, i) => chunkLine(i)).join(''))
mkdirSync(path.join(staticDir, 'chunks'))
writeFileSync(path.join(staticDir, 'chunks', 'app.js'), chunk)
const serveStaticFile = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Type', 'application/javascript; charset=UTF-8')
  res.setHeader('ETag', 'W/"app"')
  if (req.headers['if-none-match'] === 'W/"app"') {
    res.statusCode = 304
    return res.end()
  }
  if (req.headers.range === 'bytes=0-99') {
    res.statusCode = 206
    res.setHeader('Content-Length', '100')
    return res.end(chunk.subarray(0, 100))
  }
  res.setHeader('Content-Length', String(chunk.length))
  if (req.method === 'HEAD') return res.end()
  createReadStream(path.join(staticDir, 'chunks', 'app.js'), { highWaterMark: 16_384 }).pipe(res)
}
let page = '<!DOCTYPE html><html lang="sv"><body><h1>Skönhet och spa vid Strandvägen</h1>' + 'å'.repeat(4000)
const handle = (req: IncomingMessage, res: ServerResponse) => {
  if (req.url === '/_next/static/chunks/app.js') return serveStaticFile(req, res)
  if (req.url?.startsWith('/file')) {
    res.setHeader('Content-Type', req.url === '/file.txt' ? 'text/plain' : 'video/mp4')
    res.setHeader(DECLARED_CONTENT_LENGTH, String(file.length))
    if (req.method === 'HEAD') return res.end()
    res.write(file.subarray(0, 1000))
    res.end(file.subarray(1000))
    return
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Vary', 'rsc')
  if (req.url === '/rendered') {
    res.setHeader('x-nextjs-cache', 'MISS')
    res.write(page.slice(0, 100))
    res.end(page.slice(100))
    return
  }
  if (req.url === '/missing') res.statusCode = 404
  res.setHeader('x-nextjs-cache', 'HIT')
  res.end(page)
}

let server: Server
let port: number
beforeAll(async () => {
  server = createServer(requestListener(handle, { staticDir }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(staticDir, { recursive: true, force: true })
})

/** The raw answer: headers and the bytes as sent, not decoded. */
const get = (path: string, headers: Record<string, string>, method = 'GET') =>
  new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })

describe("the production server's answers", () => {
  it('a page from the cache goes out compressed, with its length, in the encoding the browser prefers', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await get('/', { 'accept-encoding': accept })
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
      expect(answer.headers.vary).toBe('rsc, Accept-Encoding')
      expect(decode(answer.body).toString('utf8')).toBe(page)
    }
  })

  it("a new version of the page goes out with its own bytes, never the previous version's", async () => {
    await get('/', { 'accept-encoding': 'br' })
    const previous = page
    page = page.replace('Skönhet', 'Ny skönhet')
    try {
      const answer = await get('/', { 'accept-encoding': 'br' })
      expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page)
    } finally {
      page = previous
    }
    expect(brotliDecompressSync((await get('/', { 'accept-encoding': 'br' })).body).toString('utf8')).toBe(page)
  })

  it("a page goes out with brotli's best compression once it is made, off the server's thread", async () => {
    page = Array.from({ length: 400 }, (_, i) => `<p class="price-${i % 7}">Behandling ${i}: ${(i * 37) % 1000} kr</p>`)
      .join('\n')
      .concat('<!-- version 3 -->')
    const best = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    })
    // The first answers may still carry the quick compression; the best follows, and stays.
    await expect.poll(async () => (await get('/', { 'accept-encoding': 'br' })).body.length).toBe(best.length)
    const answer = await get('/', { 'accept-encoding': 'br' })
    expect(Number(answer.headers['content-length'])).toBe(best.length)
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(page)
  })

  it('a browser that accepts no compression gets the page as it is', async () => {
    const answer = await get('/', {})
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString('utf8')).toBe(page)
  })

  it('a page being rendered streams on, compressed per answer', async () => {
    const answer = await get('/rendered', { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['transfer-encoding']).toBe('chunked')
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page)
  })

  it('an error page and a HEAD request are not taken for a cached page', async () => {
    const missing = await get('/missing', { 'accept-encoding': 'br' })
    expect(missing.headers['content-length']).toBeUndefined()
    expect(brotliDecompressSync(missing.body).toString('utf8')).toBe(page)
    const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.body.length).toBe(0)
  })

  it('a streamed file goes out with its declared length as Content-Length, the declaration itself kept inside', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await get('/file', { 'accept-encoding': 'gzip, br' }, method)
      expect(answer.headers['content-length']).toBe(String(file.length))
      expect(answer.headers['transfer-encoding']).toBeUndefined()
      expect(answer.headers[DECLARED_CONTENT_LENGTH]).toBeUndefined()
      expect(answer.body.length).toBe(method === 'GET' ? file.length : 0)
    }
  })

  it('a file that is compressed on the way goes out without a length, which would no longer be true', async () => {
    const answer = await get('/file.txt', { 'accept-encoding': 'gzip' })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(answer.headers[DECLARED_CONTENT_LENGTH]).toBeUndefined()
    expect(Buffer.compare(gunzipSync(answer.body), file)).toBe(0)
  })

  it('a build file goes out compressed once: after its first answer, the stored bytes with their length', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br, gzip' })
    expect(first.headers['content-encoding']).toBe('br')
    expect(Buffer.compare(brotliDecompressSync(first.body), chunk)).toBe(0)
    // The stored bytes are made in the background; until then each answer is compressed on its own, without a length.
    let stored = first
    for (let attempt = 0; attempt < 100 && stored.headers['content-length'] === undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      stored = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br, gzip' })
    }
    expect(stored.headers['content-encoding']).toBe('br')
    expect(Number(stored.headers['content-length'])).toBe(stored.body.length)
    expect(stored.headers.vary).toBe('Accept-Encoding')
    expect(stored.body.length).toBeLessThan(first.body.length)
    expect(Buffer.compare(brotliDecompressSync(stored.body), chunk)).toBe(0)

    const gzipped = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length)
    expect(Buffer.compare(gunzipSync(gzipped.body), chunk)).toBe(0)

    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-length']).toBe(String(stored.body.length))
    expect(head.body.length).toBe(0)
    const plain = await get('/_next/static/chunks/app.js', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(Buffer.compare(plain.body, chunk)).toBe(0)
  })

  it('a build file answered 304 or as a range is left as Next answers it', async () => {
    const notModified = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': 'W/"app"',
    })
    expect(notModified.headers['content-encoding']).toBeUndefined()
    expect(notModified.body.length).toBe(0)
    const range = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-99' })
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(Buffer.compare(range.body, chunk.subarray(0, 100))).toBe(0)
  })
})
