import fs from 'node:fs'
import path from 'node:path'

import { expect, test, unique } from './support'

/** Every file of the build folder the production server runs from (its page cache is in there). */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        )
    : []

test('an invented path is 404 and leaves nothing on disk (issue 28)', async ({ request }) => {
  const token = unique('zz-no-page')
  const paths = Array.from({ length: 20 }, (_, i) => [`/${token}-${i}`, `/en/${token}-${i}`]).flat()
  // The page itself is cached first, so what follows can only add the invented paths' files.
  await request.get('/')
  await request.get('/en')
  const before = new Set(filesUnder('.next'))
  for (const url of paths) {
    const response = await request.get(url)
    expect(response.status(), url).toBe(404)
    // Next's own not-found page, one rendering for every such path (src/proxy.ts, NO_PAGE).
    expect(await response.text(), url).toContain('This page could not be found')
  }
  // Next writes a rendered page to disk after answering; give it the time it would take.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const added = filesUnder('.next').filter((file) => !before.has(file))
  expect(added.filter((file) => file.includes(token))).toEqual([])
  // Without the fix: about seven files per path (280 here).
  expect(added.length, added.slice(0, 10).join('\n')).toBeLessThan(5)
})

test('the pages, their files and the metadata routes still answer', async ({ request }) => {
  for (const url of ['/', '/en', '/integritet', '/villkor', '/en/privacy', '/en/terms', '/robots.txt', '/sitemap.xml'])
    expect((await request.get(url)).status(), url).toBe(200)
  for (const url of ['/manifest.webmanifest', '/og-image.jpg', '/icons/icon-192.png'])
    expect((await request.get(url)).status(), url).toBe(200)
})
