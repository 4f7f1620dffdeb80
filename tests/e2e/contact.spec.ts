import { expect, hydrated, test } from './support'

// Consent is given by the placeholder's own button here; tests/e2e/privacy.spec.ts covers the choice itself.

test('when the map cannot load, the placeholder says so and the open-in-maps link stays', async ({ page }) => {
  // The fixture aborts every outside request, Google Maps included; make it explicit here.
  await page.route(/^https:\/\/maps\.google\.com\//, (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  await hydrated(page)
  const map = page.locator('#contact .map')
  await map.scrollIntoViewIfNeeded()
  await map.getByRole('button', { name: 'Visa kartan' }).click()
  await expect(map.getByTestId('map-placeholder')).toHaveText('Kartan kunde inte visas.', { timeout: 15_000 })
  await expect(map.locator('iframe')).toHaveCount(0)
  const link = map.getByRole('link', { name: 'Öppna i Google Maps' })
  await expect(link).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Strandv%C3%A4gen/,
  )
  await expect(link).toHaveAttribute('target', '_blank')
})

test("the contact section shows the salon's details and opening hours from the settings", async ({ page }) => {
  await page.goto('/')
  const contact = page.locator('#contact')
  await expect(contact.getByRole('heading', { level: 2 })).toHaveText('Kontakta oss')
  await expect(contact.getByText('Strandvägen 7, 114 56 Stockholm').first()).toBeVisible()
  await expect(contact.getByRole('link', { name: '+46 8 123 45 67' }).first()).toHaveAttribute(
    'href',
    'tel:+4681234567',
  )
  await expect(contact.getByRole('link', { name: 'hej@salonglumiere.se' }).first()).toHaveAttribute(
    'href',
    'mailto:hej@salonglumiere.se',
  )
  await expect(contact.getByText(/Lör\s+10:00–18:00/).first()).toBeVisible()
})

test('when Google Maps answers, the map is embedded and the placeholder goes', async ({ page }) => {
  await page.route(/^https:\/\/maps\.google\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Karta</title><p>Karta över Strandvägen</p>',
    }),
  )
  await page.goto('/')
  await hydrated(page)
  const map = page.locator('#contact .map')
  await map.scrollIntoViewIfNeeded()
  await map.getByRole('button', { name: 'Visa kartan' }).click()
  await expect(map.frameLocator('iframe').getByText('Karta över Strandvägen')).toBeVisible()
  await expect(map.locator('iframe')).toHaveAttribute('title', 'Karta till salongen')
  await expect(map.getByTestId('map-placeholder')).toHaveCount(0)
  await expect(map.getByRole('link', { name: 'Öppna i Google Maps' })).toBeVisible()
})
