import { expect, hydrated, staffHeaders, test } from './support'

test('settings reload every 10 minutes and on focus only after 2 minutes; a failed load keeps the page as it is', async ({
  page,
  request,
}) => {
  let settingsLoads = 0
  let pageRefreshes = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/settings') settingsLoads++
    // Next's router asking the server for the page's sections again (router.refresh()).
    if (request.headers()['rsc'] === '1') pageRefreshes++
  })
  await page.clock.install()
  await page.goto('/')
  await hydrated(page)
  // The start-up load of services, gallery, settings and discounts runs when the browser is idle.
  await page.clock.runFor(1_000)
  await expect.poll(() => settingsLoads).toBe(1)

  // Focus within 2 minutes of the last load: nothing.
  await page.clock.runFor(60_000)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  await page.clock.runFor(1_000)
  await page.waitForLoadState('networkidle')
  expect(settingsLoads).toBe(1)

  // What the start-up load brought is what the server rendered: the page is not asked for again.
  expect(pageRefreshes).toBe(0)

  // Focus after more than 2 minutes: a reload, and what staff changed meanwhile shows, in the server-rendered
  // hero as well as in the header.
  const headers = await staffHeaders(request)
  const before = ((await (await request.get('/api/settings')).json()).data as { key: string }[]).filter((entry) =>
    ['site_title', 'site_subtitle'].includes(entry.key),
  )
  try {
    const changed = [
      { key: 'site_title', value_sv: 'Salong Lumière Spa', value_en: 'Salong Lumière Spa' },
      { key: 'site_subtitle', value_sv: 'Nu även på söndagar', value_en: 'Now open on Sundays too' },
    ]
    expect((await request.put('/api/settings', { headers, data: { settings: changed } })).status()).toBe(200)
    // A visitor halfway through a message: the page's new content must not cost them what they typed.
    const message = page.locator('#contact textarea')
    await message.fill('Hej! Har ni tid på lördag?')
    await page.clock.runFor(61_000)
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect.poll(() => settingsLoads).toBe(2)
    await expect(page.locator('.hero__subtitle')).toHaveText('Nu även på söndagar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salong Lumière Spa')
    await expect(page.locator('.site-header__brand')).toHaveText('Salong Lumière Spa')
    await expect(message).toHaveValue('Hej! Har ni tid på lördag?')
  } finally {
    await request.put('/api/settings', { headers, data: { settings: before } })
  }

  // Every 10 minutes: a reload, even when it fails; the page keeps what it shows.
  await page.route('**/api/settings', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"error":"Down"}' }),
  )
  await page.clock.runFor(600_000)
  await expect.poll(() => settingsLoads).toBe(3)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salong Lumière Spa')
  await expect(page.locator('.hero__subtitle')).toHaveText('Nu även på söndagar')
  await expect(page.getByRole('heading', { name: 'Kontakta oss' })).toBeAttached()
})

test('the content loaded at start-up in the browser matches what the server rendered', async ({ page }) => {
  const loads: string[] = []
  let pageRefreshes = 0
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url())
    if (/^\/api\/(services|gallery|discounts|settings)$/.test(pathname)) loads.push(`${pathname}${search}`)
    if (request.headers()['rsc'] === '1') pageRefreshes++
  })
  await page.goto('/en')
  await hydrated(page)
  await expect
    .poll(() => [...loads].sort())
    .toEqual(['/api/discounts?lang=en', '/api/gallery?lang=en', '/api/services?lang=en', '/api/settings'])
  await page.waitForLoadState('networkidle')
  await expect(page.getByTestId('service-card')).toHaveCount(11)
  await expect(page.getByTestId('discount-card')).toHaveCount(3)
  await expect(page.locator('.hero__subtitle')).toHaveText('Beauty and spa on Strandvägen')
  // Nothing new in the load (the services and discounts are compared by fingerprint): no second render.
  expect(pageRefreshes).toBe(0)
})

test('a service changed after the page was served shows once the start-up load brings it; the rest of the time the page is not asked for again', async ({
  page,
  request,
}) => {
  let pageRefreshes = 0
  page.on('request', (sent) => {
    if (sent.headers()['rsc'] === '1') pageRefreshes++
  })
  // The page stays as served until staff change a price: the start-up load of the services waits for that.
  let changeMade!: () => void
  const changed = new Promise<void>((resolve) => (changeMade = resolve))
  await page.route('**/api/services?*', async (route) => {
    await changed
    await route.continue()
  })
  const headers = await staffHeaders(request)
  const service = (
    (await (await request.get('/api/services?lang=sv')).json()).data as { id: number; name: string; price: number }[]
  )[0]
  try {
    await page.goto('/')
    await hydrated(page)
    const card = page.getByTestId('service-card').filter({ hasText: service.name })
    await expect(card).not.toContainText('från 4 321 SEK')
    expect((await request.put(`/api/services/${service.id}`, { headers, data: { price: 4321 } })).status()).toBe(200)
    changeMade()
    // The browser sees a list other than the one the server rendered (by fingerprint), and the server renders anew.
    await expect(card).toContainText('från 4 321 SEK')
    expect(pageRefreshes).toBe(1)
  } finally {
    await request.put(`/api/services/${service.id}`, { headers, data: { price: service.price } })
  }
})

test('a server whose page still shows the old content is asked for it once, not again and again', async ({ page }) => {
  let pageRefreshes = 0
  page.on('request', (sent) => {
    if (sent.headers()['rsc'] === '1') pageRefreshes++
  })
  // The start-up load brings a price the server's page does not show (as when its cache outlived a change).
  await page.route('**/api/services?*', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data[0].price += 1
    await route.fulfill({ response, json: body })
  })
  await page.goto('/')
  await hydrated(page)
  await expect.poll(() => pageRefreshes).toBe(1)
  // The same old page came back: the browser keeps it rather than asking again.
  await page.waitForTimeout(2000)
  expect(pageRefreshes).toBe(1)
})
