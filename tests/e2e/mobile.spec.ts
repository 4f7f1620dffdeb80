import type { Locator } from '@playwright/test'

import { expect, hydrated, test } from './support'

/** The button's background once its transitions have run (a hover's colour fades in over 0.2 s). */
const settledBackground = (button: Locator) =>
  button.evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(element.getAnimations().map((animation) => animation.finished))
    return getComputedStyle(element).backgroundColor
  })
/** --color-button-hover (site.css). */
const HOVERED = 'rgb(111, 83, 35)'

test.describe('on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phones only')

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

  test('a tapped button does not stay coloured as if a pointer hovered over it', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const bookNow = page.getByRole('banner').getByRole('button', { name: 'Boka nu' })
    const resting = await settledBackground(bookNow)
    await bookNow.tap()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(await settledBackground(bookNow)).toBe(resting)
    expect(resting).not.toBe(HOVERED)
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

  test('a button under the mouse takes its hover colour', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const bookNow = page.getByRole('banner').getByRole('button', { name: 'Boka nu' })
    await bookNow.hover()
    expect(await settledBackground(bookNow)).toBe(HOVERED)
  })

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
