import { expect, hydrated, scrollToY, test } from './support'

test('the SV/EN toggle switches the texts in place, moves to /en and is remembered', async ({ page, context }) => {
  await page.goto('/')
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  await expect(page.getByRole('heading', { name: 'Våra behandlingar' })).toBeVisible()

  // Reading the gallery, its filter buttons at the top of the screen.
  const top = await page.evaluate(
    () => document.querySelector<HTMLElement>('#gallery .filters')!.getBoundingClientRect().top + window.scrollY,
  )
  await scrollToY(page, top - 120)
  const before = await page.evaluate(() => window.scrollY)

  await page.getByTestId('language-toggle').click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('heading', { name: 'Our treatments' })).toBeAttached()
  await expect(page.getByRole('heading', { name: 'Våra behandlingar' })).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Gallery' })).toBeVisible()
  // The visitor stays where they were (the English texts may be a few lines longer or shorter).
  const after = await page.evaluate(() => window.scrollY)
  expect(Math.abs(after - before)).toBeLessThan(250)
  await expect(page.locator('#gallery .filters')).toBeInViewport()

  expect(await page.evaluate(() => localStorage.getItem('salong.language'))).toBe('en')
  expect((await context.cookies()).find((cookie) => cookie.name === 'salong-language')?.value).toBe('en')

  // Next visit to the default address: the stored choice wins over the Swedish browser.
  const next = await context.newPage()
  await next.goto('/')
  await expect(next).toHaveURL(/\/en$/)
  await expect(next.locator('html')).toHaveAttribute('lang', 'en')
  await expect(next.getByRole('heading', { name: 'Our treatments' })).toBeVisible()

  // And back to Swedish.
  await hydrated(next)
  await next.getByTestId('language-toggle').click()
  await expect(next).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(next.getByRole('heading', { name: 'Våra behandlingar' })).toBeAttached()
  await expect(next.locator('html')).toHaveAttribute('lang', 'sv')
  expect(await next.evaluate(() => localStorage.getItem('salong.language'))).toBe('sv')
})

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' })

  test('with no stored choice gets /en', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: 'Our treatments' })).toBeVisible()
  })

  test('with Swedish remembered stays on the Swedish page', async ({ page, context, baseURL }) => {
    // The toggle remembers the choice in local storage and in the cookie the server's proxy reads before rendering.
    await page.addInitScript(() => localStorage.setItem('salong.language', 'sv'))
    await context.addCookies([{ name: 'salong-language', value: 'sv', url: baseURL! }])
    await page.goto('/')
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Våra behandlingar' })).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv')
  })
})

test('/en is served in English from the server, with hreflang alternates', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  expect(html).toContain('<html lang="en"')
  expect(html).toContain('Our treatments')
  expect(html).toMatch(/<link rel="alternate" hreflang="sv" href="https?:\/\/[^"/]+\/?"/i)
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en"/i)
  const sv = await (await request.get('/')).text()
  expect(sv).toContain('<html lang="sv"')
  expect(sv).toContain('Våra behandlingar')
})
