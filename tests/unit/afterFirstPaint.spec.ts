import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { afterFirstPaint, LIST_ID, LOADER, WAIT_STYLE_ID } from '../../server/afterFirstPaint.mjs'
import { scriptHash } from '../../server/inlineScriptHashes.mjs'
import { requestListener } from '../../server/requestListener.mjs'
import { LAZY_IMAGES_WAIT_STYLE } from '../../src/lib/contentSecurityPolicy.mjs'

// A page as Next 16 writes it: the heading font's preload, the stylesheet, a low-priority preload and async scripts
// for the build's chunks in the head with the metadata's manifest and icons, the bootstrap chunk in the body, the
// legacy bundle for browsers without modules, the flight data inline.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const FONT_PRELOAD =
  '<link rel="preload" href="/_next/static/media/heading.p.woff2" as="font" crossorigin="" type="font/woff2"/>'
const MANIFEST = '<link rel="manifest" href="/manifest.webmanifest"/>'
const ICON = '<link rel="icon" href="/icons/icon.svg?v=1&amp;x=2" type="image/svg+xml"/>'
const TOUCH_ICON = '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"/>'
const FLIGHT = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'
const nextPage = () =>
  '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/>' +
  FONT_PRELOAD +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>` +
  `<script src="${chunk('react')}" async=""></script><script src="${chunk('site')}" async=""></script>` +
  `<script src="${chunk('legacy')}" noModule=""></script>${MANIFEST}${ICON}${TOUCH_ICON}</head>` +
  `<body><h1>Salong Lumière</h1><img loading="lazy" src="/a.webp" alt=""/>` +
  `<script src="${chunk('main')}" async=""></script>${FLIGHT}</body></html>`

const listed = (page: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${LIST_ID}">([^<]*)</script>`).exec(page)?.[1] ?? 'null')

describe('afterFirstPaint', () => {
  it("takes the chunks' tags out and lists them, in Next's order, for the loader before </body>", () => {
    const sent = afterFirstPaint(nextPage())
    expect(sent).not.toMatch(/rel="preload" as="script"/)
    expect(sent).not.toMatch(/<script src="[^"]+" async="">/)
    expect(listed(sent).scripts).toEqual([chunk('react'), chunk('site'), chunk('main')])
    expect(sent.endsWith(`<script>${LOADER}</script></body></html>`)).toBe(true)
    // The rest stays as Next wrote it: the stylesheet, the legacy bundle, the heading, the image, the flight data.
    for (const kept of ['site.css', `<script src="${chunk('legacy')}" noModule=""></script>`, '<h1>', '<img', FLIGHT])
      expect(sent).toContain(kept)
  })

  it('lists the manifest and icons for the loader, with their attributes as the browser would read them', () => {
    const sent = afterFirstPaint(nextPage())
    // Only a browser that runs no scripts reads them where they were, in the head's noscript.
    const head = sent.slice(0, sent.indexOf('</head>'))
    expect(head.replace(/<noscript>.*<\/noscript>/, '')).not.toMatch(/<link rel="(manifest|icon|apple-touch-icon)"/)
    expect(head).toContain(`<noscript>${MANIFEST}${ICON}${TOUCH_ICON}</noscript>`)
    expect(listed(sent).links).toEqual([
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'icon', href: '/icons/icon.svg?v=1&x=2', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
    ])
  })

  it("holds the lazy images with the fixed style in the head; the stylesheet asks at the preloads' priority", () => {
    const sent = afterFirstPaint(nextPage())
    const head = sent.slice(0, sent.indexOf('</head>'))
    expect(head).toContain(`<style id="${WAIT_STYLE_ID}">${LAZY_IMAGES_WAIT_STYLE.text}</style>`)
    expect(head).toContain(FONT_PRELOAD)
    expect(head).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" fetchPriority="low" data-precedence="next"/>',
    )
  })

  it('keeps the list inside its element whatever an address holds', () => {
    const page = nextPage().replace('/manifest.webmanifest', '/m&lt;/script&gt;&lt;b&gt;')
    const sent = afterFirstPaint(page)
    expect(listed(sent).links[0].href).toBe('/m</script><b>')
    expect(sent.match(/<\/script>/g)?.length).toBe(afterFirstPaint(nextPage()).match(/<\/script>/g)?.length)
  })

  it('leaves a document without chunk scripts as it is', () => {
    const bare = '<!DOCTYPE html><html><head>' + MANIFEST + '</head><body><p>Hittades inte</p></body></html>'
    expect(afterFirstPaint(bare)).toBe(bare)
  })
})

// Through the production server's listener: what a visitor's browser receives. The handler answers as Next's
// sendRenderResult does: the page's length declared, no body for HEAD.
const handle = (req: IncomingMessage, res: ServerResponse) => {
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('x-nextjs-cache', req.url === '/rendered' ? 'MISS' : 'HIT')
  res.setHeader('Content-Length', Buffer.byteLength(nextPage()))
  res.end(req.method === 'HEAD' ? null : nextPage())
}
let server: Server
let port: number
beforeAll(async () => {
  server = createServer(requestListener(handle, { staticDir: '/nonexistent', env: { NODE_ENV: 'production' } }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const get = (path: string, { method = 'GET', encoding = 'br' } = {}) =>
  new Promise<{ headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
    httpRequest({ port, path, method, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (data: Buffer) => chunks.push(data))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(bytes) : bytes
        resolve({ headers: res.headers, body: body.toString('utf8') })
      })
    })
      .on('error', reject)
      .end()
  })

describe('the server', () => {
  it('sends a page from the cache with its scripts after the first paint, the loader allowed by its hash', async () => {
    const { headers, body } = await get('/')
    expect(body).toBe(afterFirstPaint(nextPage()))
    expect(String(headers['content-security-policy'])).toContain(scriptHash(LOADER))
    // Once per version: the second visitor gets the same bytes.
    expect((await get('/')).body).toBe(body)
  })

  it('declares the length of the page it sends, uncompressed; to HEAD it declares none rather than a wrong one', async () => {
    const { headers, body } = await get('/', { encoding: 'identity' })
    expect(body).toBe(afterFirstPaint(nextPage()))
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body))
    // The length kept with the version is the second visitor's too.
    expect(Number((await get('/', { encoding: 'identity' })).headers['content-length'])).toBe(Buffer.byteLength(body))
    const head = await get('/', { method: 'HEAD', encoding: 'identity' })
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBeUndefined()
    // Likewise for a page Next has just rendered.
    const rendered = await get('/rendered', { method: 'HEAD', encoding: 'identity' })
    expect(rendered.headers['content-length']).toBeUndefined()
  })

  it('sends a page it has just rendered, whole, as it will send it from the cache: the first visitor after a change gets the same', async () => {
    const { headers, body } = await get('/rendered')
    expect(body).toBe(afterFirstPaint(nextPage()))
    expect(String(headers['content-security-policy'])).toContain(scriptHash(LOADER))
  })
})
