import { BOOKING_BASE, BOOKING_PAGE_TEXT, expect, hydrated, test } from './support'

test("a service's Boka opens the booking page of that service in the modal; the close button closes it", async ({
  page,
}) => {
  await page.goto('/')
  await hydrated(page)
  const opener = page.getByRole('button', { name: 'Boka Lumière signaturansiktsbehandling' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Boka: Lumière signaturansiktsbehandling' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${BOOKING_BASE}signaturansikte`)
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: BOOKING_PAGE_TEXT })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Öppna bokningen i en ny flik' })).toHaveAttribute(
    'href',
    `${BOOKING_BASE}signaturansikte`,
  )
  // The page behind does not scroll while the modal is open.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')

  await dialog.getByRole('button', { name: 'Stäng' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
})

test('Esc closes the modal and focus returns to the opener', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const opener = page.getByRole('button', { name: 'Boka Klassisk manikyr' })
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Stäng' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('Tab and Shift+Tab stay inside the open modal', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Boka VIP-behandling' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.frameLocator('iframe').getByRole('heading', { name: BOOKING_PAGE_TEXT })).toBeVisible()
  const focusInside = () =>
    page.evaluate(() => Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)))
  const seen = new Set<string>()
  // Polled: focus handed to the frame (a page of another origin, so another process) arrives a moment after the key.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    await expect.poll(focusInside).toBe(true)
    seen.add(await page.evaluate(() => document.activeElement?.tagName ?? ''))
  }
  // The whole cycle was visited: close button, frame, new-tab link.
  expect([...seen].sort()).toEqual(['A', 'BUTTON', 'IFRAME'])
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    await expect.poll(focusInside).toBe(true)
  }
})

test('a click on the backdrop closes a service booking', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const opener = page.getByRole('button', { name: 'Boka Lyxpedikyr' })
  await opener.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // A point of the backdrop outside the dialog (the backdrop has a 1rem padding on every side).
  await page.getByTestId('booking-backdrop').click({ position: { x: 4, y: 4 } })
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('a click on the backdrop does not close a discount booking; the close button does', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const opener = page.getByRole('button', { name: 'Boka Guldglans inför säsongen' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Boka: Guldglans inför säsongen' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${BOOKING_BASE}guldansikte`)
  await page.getByTestId('booking-backdrop').click({ position: { x: 4, y: 4 } })
  await expect(dialog).toBeVisible()
  // Clicking inside the dialog does not close it either.
  await dialog.getByRole('heading').click({ timeout: 5_000 })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stäng' }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('the modal works in English too', async ({ page }) => {
  await page.goto('/en')
  await hydrated(page)
  await page.getByRole('button', { name: 'Book VIP Treatment' }).click()
  const dialog = page.getByRole('dialog', { name: 'Book: VIP Treatment' })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('iframe')).toHaveAttribute('src', `${BOOKING_BASE}vip-behandling`)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})
