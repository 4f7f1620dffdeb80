import { expect, hydrated, test } from './support'

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile cache and the slow-connection marker are for phones only')

  test('the page opens the mobile cache and pre-stores the default image and the films', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => caches.keys())).toContain('salong-mobile-v1')
    await expect
      .poll(async () =>
        page.evaluate(async () => {
          const cache = await caches.open('salong-mobile-v1')
          return (await cache.keys()).map((request) => new URL(request.url).pathname)
        }),
      )
      .toEqual(expect.arrayContaining(['/images/default-treatment.jpg', expect.stringMatching(/\.mp4$/)]))
    await expect(page.locator('html')).not.toHaveClass(/slow-connection/)
  })

  test('a slow-2g connection adds the slow-connection marker', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true }),
    )
    await page.goto('/')
    await hydrated(page)
    await expect(page.locator('html')).toHaveClass(/slow-connection/)
  })
})

test.describe('on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only')

  test('no mobile cache and no slow-connection marker, even on slow-2g', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true }),
    )
    await page.goto('/')
    await hydrated(page)
    // The visit effect has run; the mobile preparation runs at idle time right after it.
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => caches.keys())).not.toContain('salong-mobile-v1')
    await expect(page.locator('html')).not.toHaveClass(/slow-connection/)
  })
})
