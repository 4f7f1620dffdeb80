import { expect, test } from './support'

test('discounts are grouped by category: running, upcoming, and never the expired one', async ({ page }) => {
  await page.goto('/')
  const prices = page.locator('#prices')
  const groups = prices.getByTestId('discount-group')
  await expect(groups).toHaveCount(2)
  const spa = groups.filter({ has: page.getByRole('heading', { level: 3, name: 'Spa', exact: true }) })
  const facial = groups.filter({ has: page.getByRole('heading', { level: 3, name: 'Ansiktsbehandlingar' }) })
  await expect(spa.getByTestId('discount-card')).toHaveCount(2)
  await expect(facial.getByTestId('discount-card')).toHaveCount(1)

  // Running, with its own original price: 1 695 SEK − 15 % = 1 440.75 → 1 441 SEK.
  const glow = facial.getByTestId('discount-card').filter({ hasText: 'Guldglans inför säsongen' })
  await expect(glow).toHaveAttribute('data-state', 'running')
  await expect(glow.getByText('-15%')).toBeVisible()
  await expect(glow.getByTestId('discounted-price')).toHaveText('1\u00a0441\u00a0SEK')
  // The struck original price is announced as such: "Ordinarie pris" is visually hidden text inside it.
  await expect(glow.locator('s')).toHaveText('Ordinarie pris 1\u00a0695\u00a0SEK')
  await expect(glow.locator('s .visually-hidden')).toHaveText('Ordinarie pris')
  await expect(glow.locator('.badge .visually-hidden')).toHaveText('15 % rabatt')
  await expect(glow.getByRole('button', { name: 'Boka Guldglans inför säsongen' })).toBeEnabled()

  // Running, without an original price: the service's price is used (1 495 SEK − 20 % = 1 196 SEK).
  const pack = spa.getByTestId('discount-card').filter({ hasText: 'Paketrabatt' })
  await expect(pack).toHaveAttribute('data-state', 'running')
  await expect(pack.getByText('-20%')).toBeVisible()
  await expect(pack.getByTestId('discounted-price')).toHaveText('1\u00a0196\u00a0SEK')
  await expect(pack.getByRole('button', { name: /^Boka Paketrabatt/ })).toBeEnabled()

  // Upcoming: greyed, KOMMANDE, a start date, a disabled "Kommer snart" and no price or Boka.
  const vip = spa.getByTestId('discount-card').filter({ hasText: 'VIP-veckan' })
  await expect(vip).toHaveAttribute('data-state', 'upcoming')
  await expect(vip).toHaveClass(/discount-card--upcoming/)
  await expect(vip.getByText('KOMMANDE', { exact: true })).toBeVisible()
  await expect(vip.getByText(/^Startar \d{1,2} [a-zåäö]+$/)).toBeVisible()
  await expect(vip.getByRole('button', { name: 'Kommer snart' })).toBeDisabled()
  await expect(vip.getByRole('button', { name: /Boka/ })).toHaveCount(0)
  await expect(vip.getByText('-10%')).toHaveCount(0)
  await expect(vip.getByTestId('discounted-price')).toHaveCount(0)
  const opacity = Number(await vip.evaluate((card) => getComputedStyle(card).opacity))
  const filter = await vip.evaluate((card) => getComputedStyle(card).filter)
  expect(opacity < 1 || filter.includes('grayscale')).toBe(true)

  // The expired one never shows.
  await expect(page.getByText('Sommarfötter')).toHaveCount(0)
})

test("the upcoming start date is the discount's start date", async ({ page, request }) => {
  const discounts = (await (await request.get('/api/discounts?lang=sv')).json()).data as {
    title_sv: string
    start_date: string
  }[]
  const vip = discounts.find((discount) => discount.title_sv === 'VIP-veckan')!
  const day = Number(vip.start_date.slice(8, 10))
  await page.goto('/')
  await expect(
    page
      .getByTestId('discount-card')
      .filter({ hasText: 'VIP-veckan' })
      .getByText(new RegExp(`^Startar ${day} `)),
  ).toBeVisible()
  await page.goto('/en')
  const card = page.getByTestId('discount-card').filter({ hasText: 'VIP Week' })
  await expect(card.getByText('UPCOMING', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Coming soon' })).toBeDisabled()
  await expect(card.getByText(new RegExp(`^Starts ${day} [A-Z][a-z]+$`))).toBeVisible()
  await expect(page.getByText('Summer-ready feet')).toHaveCount(0)
})
