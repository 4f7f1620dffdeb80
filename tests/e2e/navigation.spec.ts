import type { APIRequestContext } from '@playwright/test'

import { expect, hydrated, scrollToY, staffHeaders, test } from './support'

test.describe('desktop navigation', () => {
  test.skip(({ isMobile }) => isMobile, 'the top bar is the desktop layout')

  test('the top bar is transparent over the hero and turns opaque after 50 px of scroll', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const header = page.getByTestId('site-header')
    await expect(header).not.toHaveClass(/site-header--opaque/)
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(header).toHaveCSS('position', 'fixed')
    expect((await header.boundingBox())?.y).toBe(0)

    await scrollToY(page, 40)
    await expect(header).not.toHaveClass(/site-header--opaque/)
    await scrollToY(page, 60)
    await expect(header).toHaveClass(/site-header--opaque/)
    // The colour fades in (CSS transition): wait for the end state.
    await expect(header).toHaveCSS('background-color', 'rgba(253, 248, 241, 0.98)')
    await scrollToY(page, 0)
    await expect(header).not.toHaveClass(/site-header--opaque/)
  })

  test('Book Now scrolls to the services', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Boka nu' }).click()
    await expect(page.getByRole('heading', { name: 'Våra behandlingar' })).toBeInViewport()
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('services')!.getBoundingClientRect().top)))
      .toBeLessThan(100)
    await expect(page).toHaveURL(/#services$/)
  })
})

test.describe('mobile navigation', () => {
  test.skip(({ isMobile }) => !isMobile, 'the bottom bar is the phone layout')

  test('under 768 px the nav is a fixed bar at the bottom of the screen', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' })
    await expect(nav).toHaveCSS('position', 'fixed')
    const viewport = page.viewportSize()!
    const box = (await nav.boundingBox())!
    expect(Math.round(box.y + box.height)).toBe(viewport.height)
    expect(Math.round(box.width)).toBe(viewport.width)
    // It stays there while the page scrolls.
    await scrollToY(page, 2000)
    const after = (await nav.boundingBox())!
    expect(Math.round(after.y + after.height)).toBe(viewport.height)
    // All five sections are reachable from it, and Book Now still scrolls to services.
    await expect(nav.getByRole('link')).toHaveCount(5)
    await scrollToY(page, 0)
    await page.getByRole('button', { name: 'Boka nu' }).click()
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('services')!.getBoundingClientRect().top)))
      .toBeLessThan(100)
  })
})

test('the nav marks the section being read as the page scrolls', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' })
  const current = nav.locator('a[aria-current="location"]')
  await expect(current).toHaveCount(1)
  await expect(current).toHaveText('Hem')

  for (const [id, label] of [
    ['gallery', 'Galleri'],
    ['prices', 'Erbjudanden'],
    ['services', 'Behandlingar'],
  ] as const) {
    const top = await page.evaluate((section) => document.getElementById(section)!.offsetTop, id)
    await scrollToY(page, top)
    await expect(current).toHaveText(label)
    await expect(nav.getByRole('link', { name: label })).toHaveClass(/is-active/)
  }

  // A nav link scrolls there and marks it too.
  await nav.getByRole('link', { name: 'Kontakt' }).click()
  await expect(current).toHaveText('Kontakt')
  await expect(page).toHaveURL(/#contact$/)
})

/** Saves the salon's phone number as it is: the page is rendered again for its next visitor. */
const renderAgain = async (request: APIRequestContext) => {
  const headers = await staffHeaders(request)
  const { data } = await (await request.get('/api/settings')).json()
  const phone = data.find((setting: { key: string }) => setting.key === 'contact_phone')
  expect((await request.put('/api/settings', { headers, data: { settings: [phone] } })).status()).toBe(200)
}

for (const { from, prepare, cache } of [
  {
    // As visitors get it: its scripts start after the first frame (server/afterFirstPaint.mjs).
    from: 'from the cache',
    prepare: async (request: APIRequestContext) => {
      await request.get('/')
      expect((await request.get('/')).headers()['x-nextjs-cache']).toBe('HIT')
    },
    cache: 'HIT',
  },
  // As the first visitor after a change gets it, sent the same way.
  { from: 'just rendered', prepare: renderAgain, cache: 'MISS' },
]) {
  test(`a tap on Book Now before the page can act is kept, and scrolls to the services once it can (${from})`, async ({
    page,
    request,
  }) => {
    await prepare(request)
    // The page's scripts are held until the tap has been made.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const answer = await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(answer?.headers()['x-nextjs-cache']).toBe(cache)
    await page.getByRole('button', { name: 'Boka nu' }).click()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    release()
    await hydrated(page)
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('services')!.getBoundingClientRect().top)))
      .toBeLessThan(100)
    await expect(page).toHaveURL(/#services$/)
  })
}
