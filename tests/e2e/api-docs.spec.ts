import { expect, staffHeaders, test } from './support'

// The API reference for integrators (issue 32): Scalar renders the OpenAPI document from the site's own origin,
// under a policy of that page alone, with nothing refused and nothing fetched from elsewhere. Desktop is enough.

const sources = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? []

test('the reference renders the document under its own policy, from the site alone', async ({ page, request }) => {
  const answer = await request.get('/api/docs')
  const policy = answer.headers()['content-security-policy'] ?? ''
  expect(sources(policy, 'script-src')).toEqual(["'self'"])
  expect(sources(policy, 'connect-src')).toEqual(["'self'"])
  // No inline script on the page: the viewer's settings are a data attribute.
  const bodies = [...(await answer.text()).matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body)
  expect(bodies).toEqual(['', ''])
  // The public page keeps its strict policy: no inline style allowed beside its hashes.
  expect(sources((await request.get('/')).headers()['content-security-policy'] ?? '', 'style-src')).not.toContain(
    "'unsafe-inline'",
  )

  const problems: string[] = []
  const elsewhere: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
  page.on('request', (sent) => {
    if (!new URL(sent.url()).host.startsWith('127.0.0.1')) elsewhere.push(sent.url())
  })
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`policy: ${event.effectiveDirective} ${event.blockedURI}`),
    ),
  )
  await page.goto('/api/docs')
  await expect(page.getByText('Log in as staff').first()).toBeVisible({ timeout: 30_000 })
  // Every area of the contract is listed.
  for (const area of ['auth', 'services', 'gallery', 'notifications', 'newsletter', 'contact', 'simple-analytics'])
    await expect(page.getByRole('link', { name: area, exact: true }).first()).toBeVisible()
  expect(problems).toEqual([])
  expect(elsewhere).toEqual([])
})

test('its "try it" sends the token a staff route needs', async ({ page, request }) => {
  const headers = await staffHeaders(request)
  const token = headers.Authorization.replace(/^Bearer /, '')
  await page.goto('/api/docs#tag/auth/GET/auth/profile')
  await page.getByRole('textbox', { name: 'Bearer Token' }).first().fill(token)
  const sent = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/api/auth/profile')
  const answered = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/auth/profile')
  // The operation's button (its name ends with the method and path, for screen readers), then the client's Send.
  await page.getByRole('button', { name: /Test Request\s*\(get \/auth\/profile\)/i }).click()
  await page.getByRole('button', { name: /^Send/ }).first().click()
  expect((await sent).headers().authorization).toBe(`Bearer ${token}`)
  expect((await answered).status()).toBe(200)
})
