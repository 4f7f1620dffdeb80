import type { APIResponse, Page } from '@playwright/test'
import { createHash } from 'node:crypto'

import { leaveAdmin, openArea, openSignedInAdmin } from './admin-support'
import { expect, hydrated, PASSWORD, publishOverPanelDraft, staffHeaders, test, unique } from './support'

// The policy of each kind of document (issue 37): a page sent whole allows its own inline scripts by their hashes,
// Payload's admin panel its scripts by a nonce per request; nothing inline else. Server behaviour, and the admins'
// flows are desktop ones.

const policyOf = (response: APIResponse | { headers: () => Record<string, string> }) =>
  response.headers()['content-security-policy'] ?? ''
const sources = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? []

/** The inline scripts a browser runs (no `src`, no data block such as the JSON-LD), hashed as CSP does. */
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !/\stype="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)

/**
 * Every policy violation and console error of the page: the browser's own `securitypolicyviolation` events (in the
 * page's document) and what it logs (the console names refused inline scripts and styles too).
 */
const watchPolicy = async (page: Page, ignore: RegExp[] = []): Promise<string[]> => {
  const seen: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      ),
    ),
  )
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore.some((pattern) => pattern.test(message.text())))
      seen.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => seen.push(`error: ${error.message}`))
  return seen
}

test("each page's policy lists exactly its inline scripts' hashes, in br and gzip, and nothing unsafe", async ({
  request,
}) => {
  for (const path of ['/', '/en', '/integritet', '/villkor', '/en/privacy', '/en/terms', '/no-such-page']) {
    await request.get(path)
    for (const encoding of ['br', 'gzip']) {
      const answer = await request.get(path, { headers: { 'Accept-Encoding': encoding } })
      expect(answer.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding)
      const policy = policyOf(answer)
      const hashes = inlineScriptHashes(await answer.text())
      expect(hashes.length, path).toBeGreaterThan(1)
      expect(sources(policy, 'script-src'), `${path} ${encoding}`).toEqual(["'self'", ...new Set(hashes)])
      expect(sources(policy, 'default-src'), path).toEqual(["'self'"])
      expect(sources(policy, 'object-src'), path).toEqual(["'none'"])
      // Beside the site's stylesheet only React Aria's one style, by its hash; Next's error page styles itself.
      expect(
        sources(policy, 'style-src').filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(answer.status() === 404 ? ["'self'", "'unsafe-inline'"] : ["'self'"])
      expect(sources(policy, 'script-src').join(' '), path).not.toContain('unsafe')
    }
  }
})

test('a new version of the page brings its own hashes, which match its body', async ({ request }) => {
  const [service] = (await (await request.get('/api/services?lang=sv')).json()).data as {
    id: number | string
    name: string
  }[]
  const headers = await staffHeaders(request)
  await request.get('/')
  const before = await request.get('/')
  expect(before.headers()['x-nextjs-cache']).toBe('HIT')
  const renamed = unique('Policytest')
  try {
    expect(
      (await request.put(`/api/services/${service.id}`, { headers, data: { name: renamed, lang: 'sv' } })).status(),
    ).toBe(200)
    await request.get('/')
    for (const encoding of ['br', 'gzip']) {
      const after = await request.get('/', { headers: { 'Accept-Encoding': encoding } })
      expect(after.headers()['x-nextjs-cache']).toBe('HIT')
      const body = await after.text()
      expect(body).toContain(renamed)
      expect(policyOf(after)).not.toBe(policyOf(before))
      expect(sources(policyOf(after), 'script-src')).toEqual(["'self'", ...new Set(inlineScriptHashes(body))])
    }
  } finally {
    await request.put(`/api/services/${service.id}`, { headers, data: { name: service.name, lang: 'sv' } })
  }
  // The name put back: yet another version, again with the hashes of its own body.
  await request.get('/')
  const restored = await request.get('/')
  expect(await restored.text()).not.toContain(renamed)
  expect(sources(policyOf(restored), 'script-src')).toEqual([
    "'self'",
    ...new Set(inlineScriptHashes(await restored.text())),
  ])
})

test('a script injected into the cached page is refused by the browser; the page still runs', async ({ page }) => {
  const seen = await watchPolicy(page)
  const original = await page.request.get('/')
  const html = (await original.text()).replace(
    '</body>',
    '<script>window.injected = true</script><img src="x" onerror="window.injected = true"></body>',
  )
  // A test-only copy of the page, with the header the server sent for the real one.
  await page.route(/^http:\/\/127\.0\.0\.1:\d+\/$/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': policyOf(original) },
      body: html,
    }),
  )
  await page.goto('/')
  await hydrated(page)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  await expect.poll(() => seen.filter((entry) => entry.startsWith('script-src-elem inline'))).toHaveLength(1)
  await expect.poll(() => seen.filter((entry) => entry.startsWith('script-src-attr inline'))).toHaveLength(1)
})

const TERMS: Record<string, string> = { integritet: 'villkor', privacy: 'terms' }
/** Next's client has started (it names itself on `window` once its inline bootstrap and chunks have run). */
const frameworkRan = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version)))
    .toBe(true)

for (const [path, legal] of [
  ['/', '/integritet'],
  ['/en', '/en/privacy'],
]) {
  test(`${path}, its legal pages and a missing page load without a policy violation or console error`, async ({
    page,
  }) => {
    const seen = await watchPolicy(page, [/status of 404/])
    await page.goto(path)
    await hydrated(page)
    for (const address of [legal, legal.replace(/integritet|privacy/, (slug) => TERMS[slug])]) {
      await page.goto(address)
      await frameworkRan(page)
    }
    const missing = await page.goto(`${path === '/' ? '' : path}/no-such-page`)
    expect(missing!.status()).toBe(404)
    // Next's own not-found page is drawn by its scripts, from the page's flight data.
    await expect(page.getByText('This page could not be found.')).toBeVisible()
    expect(seen).toEqual([])
  })
}

test('the in-page admin opens, saves and draws its charts under the page policy', async ({ page, request }) => {
  const seen = await watchPolicy(page)
  const headers = await staffHeaders(request)
  type Entry = { key: string; value_sv: string; value_en: string }
  const before = ((await (await request.get('/api/settings')).json()).data as Entry[]).find(
    (entry) => entry.key === 'site_subtitle',
  )!
  try {
    const admin = await openSignedInAdmin(page)
    await openArea(admin, 'analytics', 'Statistik')
    await expect(admin.getByRole('figure', { name: 'Besök per dag' }).locator('svg').first()).toBeVisible()
    await openArea(admin, 'settings', 'Inställningar')
    const form = admin.getByTestId('settings-form')
    await form.getByLabel('Underrubrik på svenska').fill(unique('Stillhet'))
    await form.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Inställningarna är sparade.' })).toBeVisible()
    await leaveAdmin(admin)
  } finally {
    await request.put('/api/settings', { headers, data: { settings: [before] } })
  }
  expect(seen).toEqual([])
})

test("Payload's admin panel runs on a nonce of its own for each request, and saves", async ({ page, request }) => {
  const first = policyOf(await request.get('/admin/login'))
  const second = policyOf(await request.get('/admin/login'))
  const nonce = sources(first, 'script-src').find((source) => source.startsWith("'nonce-"))
  expect(nonce).toBeTruthy()
  expect(sources(first, 'script-src')).toEqual(["'self'", nonce])
  expect(second).not.toBe(first)

  const seen = await watchPolicy(page)
  const response = await page.goto('/admin/login')
  // Every inline script Next wrote carries this answer's nonce (the DOM hides its value, the HTML does not).
  const html = await response!.text()
  const pageNonce = sources(policyOf(response!), 'script-src')[1].slice("'nonce-".length, -1)
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>(?!<\/script>)/g)].filter(
    ([, attributes]) => !/\ssrc=/.test(attributes ?? ''),
  )
  expect(scripts.length).toBeGreaterThan(1)
  for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${pageNonce}"`)

  await page.locator('#field-username').fill('admin')
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const [service] = (await (await request.get('/api/services?lang=sv')).json()).data as {
    id: number | string
    name: string
  }[]
  const renamed = unique('Panelpolicy')
  try {
    await page.goto(`/admin/collections/treatments/${service.id}?locale=sv`)
    await page.locator('#field-name').fill(renamed)
    await page.locator('#action-save').click()
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
    await expect(page.locator('#action-save')).toBeDisabled()
    // The live preview frames the public page, which keeps its own policy inside the panel and draws the edits.
    await page.locator('#live-preview-toggler').click()
    await page.locator('#field-name').fill(`${renamed} förhandsvisad`)
    await expect(page.frameLocator('#live-preview-iframe').getByText(`${renamed} förhandsvisad`).first()).toBeVisible()
    await page.locator('#live-preview-toggler').click()
    await expect(page.locator('.live-preview-window--is-live-previewing')).toHaveCount(0)
    expect(seen).toEqual([])
  } finally {
    // Off the edit view first, so no autosave of the preview's text comes after the name is put back.
    await page.goto('about:blank')
    await publishOverPanelDraft(request, `/api/treatments/${service.id}`, { name: service.name })
  }
})

test('the http server of the suite sends no Strict-Transport-Security', async ({ request }) => {
  for (const path of ['/', '/en', '/api/settings', '/admin/login', '/no-such-page', '/sv']) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.headers()['strict-transport-security'], path).toBeUndefined()
  }
})
