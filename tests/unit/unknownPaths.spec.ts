import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { sitePagePaths } from '../../src/lib/legalPaths'
import { config, NO_PAGE, proxy } from '../../src/proxy'

// Next's own matcher code expects the AsyncLocalStorage its server puts on globalThis.
vi.hoisted(() => {
  ;(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage =
    process.getBuiltinModule('node:async_hooks').AsyncLocalStorage
})

/*
 * Issue 28, finding 2: each invented path rendered by `[lang]` was kept by Next as a 404 page on disk. The proxy
 * answers every path that is no page 404 before anything renders; its matcher (literals, read at build time) must
 * let every real address by. Checked here with Next's own matcher code; the disk itself in tests/e2e/unknown-paths.
 */
const reachesProxy = (url: string) =>
  unstable_doesMiddlewareMatch({ config, url, headers: { 'x-budget-baseline': '1' } })

const publicFiles = (dir = 'public'): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? publicFiles(path.join(dir, entry.name))
        : [`/${path.relative('public', path.join(dir, entry.name))}`],
    )

/** Next's metadata routes at the app's root (robots.ts → /robots.txt, …). */
const METADATA_ROUTES: Record<string, string> = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  manifest: '/manifest.webmanifest',
}

describe('paths that are no page', () => {
  it('lets every page by, in each form Next fetches it in', () => {
    const pages = sitePagePaths().filter((page) => page !== '/')
    expect(pages).toEqual(expect.arrayContaining(['/en', '/integritet', '/villkor', '/en/privacy', '/en/terms']))
    for (const page of pages)
      for (const form of [
        page,
        `${page}.rsc`,
        `${page}.segments/_tree.segment.rsc`,
        `/_next/data/build-id${page}.json`,
      ])
        expect(reachesProxy(form), form).toBe(false)
  })

  it('lets every file of public/ and every metadata route by', () => {
    const files = publicFiles()
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) expect(reachesProxy(file), file).toBe(false)
    const rootRoutes = fs
      .readdirSync('src/app')
      .map((name) => name.replace(/\.(ts|tsx)$/, ''))
      .filter(
        (name) => name in METADATA_ROUTES || /^(icon|apple-icon|favicon|opengraph-image|twitter-image)/.test(name),
      )
    expect(rootRoutes.sort()).toEqual(Object.keys(METADATA_ROUTES).sort())
    for (const route of Object.values(METADATA_ROUTES)) expect(reachesProxy(route), route).toBe(false)
  })

  it("lets Payload's admin and API, the build's files and the benches' paths by", () => {
    for (const url of [
      '/admin',
      '/admin/login',
      '/admin/collections/treatments/1',
      '/api/services',
      '/api/media/file/x.jpg',
      '/_next/static/chunks/app.js',
      '/budget-baseline',
      '/budget-baseline/handler',
      '/budget-baseline/hero/sv',
    ])
      expect(reachesProxy(url), url).toBe(false)
  })

  it.each([
    '/zz123',
    '/en/zz123',
    '/EN',
    '/eng',
    '/api',
    '/integritet/x',
    '/en/privacy/x',
    '/a/b/c',
    '/zz.rsc',
    '/.env',
  ])("%s is sent to a path no route takes (Next's 404), before any page renders", async (url) => {
    expect(reachesProxy(url)).toBe(true)
    const response = proxy(new NextRequest(new URL(url, 'http://localhost')))
    expect(response.headers.get('x-middleware-rewrite')).toBe(`http://localhost${NO_PAGE}`)
    expect(response.headers.get('x-middleware-next')).toBeNull()
  })

  it('sends them to a path that no route of the app takes', () => {
    // Three segments: the site's routes take one or two ([lang], [lang]/[legal]) and nothing deeper; the others have
    // their own first segment (api, admin, budget-baseline), and no route catches every path.
    expect(NO_PAGE.split('/').filter(Boolean)).toHaveLength(3)
    const deeper = fs.readdirSync('src/app/(site)/[lang]/[legal]', { withFileTypes: true })
    expect(deeper.filter((entry) => entry.isDirectory())).toEqual([])
    const folders = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => [path.join(dir, entry.name), ...folders(path.join(dir, entry.name))])
    for (const folder of folders('src/app')) {
      // A route's first segment, route groups `(…)` left out: never one that catches every path.
      const [first = ''] = path
        .relative('src/app', folder)
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment))
      expect(first, folder).not.toMatch(/^\[\[?\.\.\./)
    }
    expect(reachesProxy(NO_PAGE)).toBe(true)
  })

  it('passes a page that reaches it all the same', () => {
    for (const page of sitePagePaths().filter((page) => page !== '/')) {
      const response = proxy(new NextRequest(new URL(page, 'http://localhost')))
      expect(response.headers.get('x-middleware-next'), page).toBe('1')
    }
  })
})
