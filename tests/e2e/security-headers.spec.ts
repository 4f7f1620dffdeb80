import { allowEmbeds, BOOKING_PAGE_TEXT, expect, hydrated, scrollThrough, staffHeaders, test } from './support'

test('every kind of response carries the security headers', async ({ request }) => {
  const gallery = await (await request.get('/api/gallery')).json()
  const media = (gallery.data as { image_url?: string | null; url?: string | null }[])
    .map((item) => item.image_url ?? item.url)
    .find(Boolean)
  for (const path of ['/', '/en', '/api/settings', '/admin/login']) {
    const response = await request.get(path)
    const headers = () => response.headers()
    const csp = headers()['content-security-policy'] ?? ''
    expect(csp, path).toContain("default-src 'self'")
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'self'")
    expect(csp, path).toMatch(/frame-ancestors 'self'/)
    expect(csp, path).not.toContain('unsafe-eval')
    expect(headers()['x-content-type-options'], path).toBe('nosniff')
    expect(headers()['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers()['permissions-policy'], path).toContain('camera=()')
  }
  // A media file has its own, stricter policy (issue 28): a file, never a document that runs anything.
  const file = await request.get(media!)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
  expect(file.headers()['x-content-type-options']).toBe('nosniff')
  expect(file.headers()['x-frame-options']).toBe('SAMEORIGIN')
})

test("a media file's caching: shared caches may keep a visitor's answer, never one to staff", async ({ request }) => {
  const gallery = await (await request.get('/api/gallery')).json()
  const media = (gallery.data as { url?: string | null }[]).map((item) => item.url).find(Boolean)!
  expect((await request.get(media)).headers()['cache-control']).toBe('public, max-age=86400')
  const toStaff = await request.get(media, { headers: await staffHeaders(request) })
  expect(toStaff.headers()['cache-control']).toBe('private, max-age=86400')
  expect(toStaff.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none'/)
})

for (const [path, booking] of [
  ['/', 'Boka VIP-behandling'],
  ['/en', 'Book VIP Treatment'],
]) {
  test(`${path}: the page, the booking modal, the map and the social feed run without a CSP violation or console error`, async ({
    page,
  }) => {
    // The outside services answer (locally), so their frames really load under the policy.
    await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Karta</title><p>Karta över Strandvägen</p>',
      }),
    )
    await page.route(/^https:\/\/www\.instagram\.com\//, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Instagram</title><p>Flöde</p>',
      }),
    )
    await allowEmbeds(page)
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    await page.goto(path)
    await hydrated(page)
    await scrollThrough(page)
    const map = page.locator('#contact .map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.frameLocator('iframe').getByText('Karta över Strandvägen')).toBeVisible()
    const feed = page.locator('.social-feed')
    await feed.scrollIntoViewIfNeeded()
    await expect(feed.frameLocator('iframe').getByText('Flöde')).toBeVisible()

    await page.getByRole('button', { name: booking }).click()
    await expect(page.getByRole('dialog').frameLocator('iframe').getByText(BOOKING_PAGE_TEXT)).toBeVisible()

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}
