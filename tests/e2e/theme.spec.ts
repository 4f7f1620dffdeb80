import type { Page } from '@playwright/test'

import { expect, hydrated, test } from './support'

const colour = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name)

test('a theme stored in the browser colours the page; what is not a colour is ignored', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('salong.theme', JSON.stringify({ primary: '#123456', button: 'url(evil)' })),
  )
  await page.goto('/')
  await hydrated(page)
  await expect.poll(() => colour(page, '--color-primary')).toBe('#123456')
  expect(await colour(page, '--color-button')).toBe('#8c6a2f')
})

test('without a stored theme the page keeps the default colours', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  expect(await colour(page, '--color-primary')).toBe('#b08d57')
  expect(await colour(page, '--color-button-hover')).toBe('#6f5323')
})
