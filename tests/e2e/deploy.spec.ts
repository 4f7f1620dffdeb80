import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { privateBuild, ready, runCommandLine, startServer } from './privateServer'
import { expect, test, unique } from './support'
import { freePorts } from '../support/freePorts'

/** The browser suite's build has no SERVER_URL (as the README's deploy builds), its server has one. */
test("every address the site publishes is the running server's, none the build's", async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/</loc>`)
  expect(sitemap).toContain(`href="${baseURL}/en"`)
  expect(sitemap).not.toContain('localhost:3000')
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)

  for (const [page, own] of [
    ['/', '/'],
    ['/en', '/en'],
  ]) {
    const html = await (await request.get(page)).text()
    expect(html, page).toContain(`<link rel="canonical" href="${new URL(own, baseURL).href.replace(/\/$/, '')}`)
    expect(html, page).toContain(`hrefLang="en" href="${baseURL}/en"`)
    expect(html, page).not.toContain('localhost:3000')
  }

  // Nothing the build prerendered names an address of its own.
  const prerendered = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return prerendered(file)
      return /\.(html|rsc|body|meta|xml|txt|json)$/.test(entry.name) ? [file] : []
    })
  const files = prerendered(path.resolve('.next/server/app'))
  expect(files.length).toBeGreaterThan(0)
  expect(files.filter((file) => fs.readFileSync(file, 'utf8').includes('localhost:3000'))).toEqual([])
})

test.describe('npm start on a copy of the build', () => {
  test.describe.configure({ timeout: 300_000 })
  let build: string
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-deploy-'))
  test.beforeAll(() => {
    build = privateBuild()
  })
  test.afterAll(() => {
    fs.rmSync(build, { recursive: true, force: true })
    fs.rmSync(data, { recursive: true, force: true })
  })

  const environment = (name: string, port: number) => ({
    DATA_DIR: path.join(data, name),
    DATABASE_URI: `file:${path.join(data, `${name}.db`)}`,
    PAYLOAD_SECRET: 'deploy-test-secret-0123456789abcdef',
    ADMIN_PASSWORD: 'Deploy-Admin-Password-1',
    SERVER_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_FACTOR: '20',
  })

  test('a server that cannot work exits at once with the reason, instead of answering 500', async () => {
    const [port] = await freePorts(1)
    const { SERVER_URL: _none, ...withoutAddress } = environment('no-address', port)
    const run = startServer(build, { ...withoutAddress, PORT: String(port) })
    const code = await Promise.race([run.exited, new Promise((r) => setTimeout(r, 60_000, 'still running'))])
    await run.stop()
    expect(code, run.output()).toBe(1)
    expect(run.output()).toContain('SERVER_URL is required in production')
    expect(run.output()).not.toContain('Ready on port')
  })

  test('one build, two databases one after another: the second start serves only its own content', async ({
    playwright,
  }) => {
    const [port] = await freePorts(1)
    const origin = `http://127.0.0.1:${port}`
    const client = await playwright.request.newContext({ baseURL: origin })
    const first = startServer(build, { ...environment('first', port), PORT: String(port) })
    let renamed = ''
    let original = ''
    try {
      await ready(first, port)
      const login = await client.post('/api/auth/login', {
        data: { username: 'admin', password: 'Deploy-Admin-Password-1' },
      })
      const headers = { Authorization: `Bearer ${(await login.json()).data.token}` }
      const [service] = (await (await client.get('/api/services?lang=sv')).json()).data
      original = service.name
      renamed = unique('Forsta-databasen')
      expect(
        (await client.put(`/api/services/${service.id}`, { headers, data: { name: renamed, lang: 'sv' } })).ok(),
      ).toBe(true)
      // The first database's content now fills the page cache and the anonymous reads' cache.
      for (let load = 0; load < 2; load++) expect(await (await client.get('/')).text()).toContain(renamed)
      expect(await (await client.get('/en')).text()).toContain('<html lang="en"')
      expect(await (await client.get('/api/services?lang=sv')).text()).toContain(renamed)
    } finally {
      await first.stop()
    }

    // The same build on another database, its port given as `next start` takes it.
    const run = startServer(build, environment('second', port), ['-p', String(port)])
    try {
      await ready(run, port)
      for (const page of ['/', '/en', '/api/services?lang=sv', '/api/services?lang=en']) {
        const body = await (await client.get(page)).text()
        expect(body, page).not.toContain(renamed)
      }
      expect(await (await client.get('/')).text()).toContain(original)
    } finally {
      await run.stop()
      await client.dispose()
    }
  })

  // docs/operations.md, Deploying, step 3, verbatim, with step 2's variables and nothing else: no NODE_ENV, no
  // terminal (as a process manager runs it).
  const DOCUMENTED_START = 'npx tsx scripts/init.ts && npm start'

  test('the documented deploy works as written on a fresh database, whatever NODE_ENV is', async ({ playwright }) => {
    const [port] = await freePorts(1)
    const run = runCommandLine(build, DOCUMENTED_START, { ...environment('documented', port), PORT: String(port) })
    const client = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${port}` })
    try {
      await ready(run, port)
      expect((await client.get('/')).status()).toBe(200)
      const login = await client.post('/api/auth/login', {
        data: { username: 'admin', password: 'Deploy-Admin-Password-1' },
      })
      expect(login.status()).toBe(200)
      // The committed migrations were applied; no schema was pushed as a development server does.
      expect(run.output()).toContain('Migrated:')
      expect(run.output()).not.toMatch(/dev mode|Would you like to proceed/)
    } finally {
      await run.stop()
      await client.dispose()
    }
  })

  test('a database a development server pushed into stops the start with one line, never a prompt', async () => {
    const [port] = await freePorts(1)
    const env = { ...environment('pushed', port), PORT: String(port) }
    const pushed = runCommandLine(build, 'NODE_ENV=development npx tsx scripts/init.ts', env)
    expect(await pushed.exited, pushed.output()).toBe(0)

    const run = runCommandLine(build, DOCUMENTED_START, env)
    const code = await Promise.race([run.exited, new Promise((r) => setTimeout(r, 60_000, 'still running'))])
    await run.crash()
    expect(code, run.output()).toBe(1)
    const refusal = run
      .output()
      .split('\n')
      .filter((line) => line.includes('set up by a development server'))
    expect(refusal, run.output()).toHaveLength(1)
    expect(run.output()).not.toMatch(/Would you like to proceed|Ready on port/)
  })
})
