import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './support'

const DISMISSED_KEY = 'salong.installDismissedAt'

/**
 * What Chromium does when the page is installable: a `beforeinstallprompt` event with `prompt()` and
 * `userChoice`. Dispatched until the page's listener has taken it (it calls preventDefault on every offer).
 */
const offerInstall = async (page: Page) => {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
        })
        window.dispatchEvent(event)
        return event.defaultPrevented
      }),
    )
    .toBe(true)
}

test('the prompt stays hidden until the browser offers installation, then shows', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)
  await offerInstall(page)
  const prompt = page.getByRole('region', { name: 'Installera appen' })
  await expect(prompt).toBeVisible()
  await expect(prompt.getByRole('button', { name: 'Installera' })).toBeVisible()
  // Installing asks the browser (our synthetic prompt) and then hides the offer.
  await prompt.getByRole('button', { name: 'Installera' }).click()
  await expect(prompt).toBeHidden()
})

test('"Inte nu" hides the prompt and is remembered for 24 hours', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await offerInstall(page)
  const prompt = page.getByTestId('install-prompt')
  await expect(prompt).toBeVisible()
  const before = Date.now()
  await prompt.getByRole('button', { name: 'Inte nu' }).click()
  await expect(prompt).toBeHidden()
  const stored = Number(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY))
  expect(stored).toBeGreaterThanOrEqual(before - 1000)
  expect(stored).toBeLessThanOrEqual(Date.now() + 1000)

  // A new visit, a new offer: still hidden.
  await page.reload()
  await hydrated(page)
  await offerInstall(page)
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)
})

test('a dismissal older than 24 hours no longer hides the prompt', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, String(Date.now() - 25 * 60 * 60 * 1000)), DISMISSED_KEY)
  await page.goto('/')
  await hydrated(page)
  await offerInstall(page)
  await expect(page.getByTestId('install-prompt')).toBeVisible()
})

test('a dismissal 23 hours ago still hides it', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, String(Date.now() - 23 * 60 * 60 * 1000)), DISMISSED_KEY)
  await page.goto('/')
  await hydrated(page)
  await offerInstall(page)
  await expect(page.getByTestId('install-prompt')).toHaveCount(0)
})
