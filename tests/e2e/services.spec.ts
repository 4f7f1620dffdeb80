import { expect, hydrated, staffHeaders, test } from './support'

type Service = {
  id: number | string
  name: string
  is_active: 0 | 1
  booking_link: string | null
  image_url: string | null
}

test('each active service shows its price with "från" and SEK, its minutes and a Boka button', async ({
  page,
  request,
}) => {
  const services = (await (await request.get('/api/services?lang=sv')).json()).data as Service[]
  expect(services).toHaveLength(11)
  await page.goto('/')
  const cards = page.getByTestId('service-card')
  await expect(cards).toHaveCount(services.length)

  const vip = cards.filter({ hasText: 'VIP-behandling' })
  await expect(vip.locator('.service-card__price')).toHaveText('från 2\u00a0495\u00a0SEK')
  await expect(vip.locator('.service-card__duration')).toHaveText('150 min')
  await expect(vip.getByRole('button', { name: 'Boka VIP-behandling' })).toBeEnabled()

  const brows = cards.filter({ hasText: 'Threading av ögonbryn' })
  await expect(brows.locator('.service-card__price')).toHaveText('från 395\u00a0SEK')
  await expect(brows.locator('.service-card__duration')).toHaveText('20 min')

  // The one treatment without a booking link is booked by phone: a disabled "Ej tillgänglig".
  const face = cards.filter({ hasText: 'Threading av hela ansiktet' })
  await expect(face.getByRole('button', { name: 'Ej tillgänglig' })).toBeDisabled()
  await expect(face.getByRole('button', { name: /Boka/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Ej tillgänglig' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: /^Boka .+/ }).and(page.locator('.service-card button'))).toHaveCount(10)
})

test('in English: "from", SEK and min, and "Not available"', async ({ page }) => {
  await page.goto('/en')
  const vip = page.getByTestId('service-card').filter({ hasText: 'VIP Treatment' })
  await expect(vip.locator('.service-card__price')).toHaveText(/^from 2\u00a0495\u00a0SEK$/)
  await expect(vip.locator('.service-card__duration')).toHaveText('150 min')
  await expect(
    page.getByTestId('service-card').filter({ hasText: 'Full-Face Threading' }).getByRole('button'),
  ).toBeDisabled()
})

test('a service hidden by staff disappears on the next load, and comes back when shown again', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const services = (await (await request.get('/api/services?lang=sv')).json()).data as Service[]
  const massage = services.find((service) => service.name === 'Klassisk svensk massage')!
  expect(massage).toBeTruthy()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Klassisk svensk massage' })).toBeVisible()

  try {
    const hidden = await request.put(`/api/services/${massage.id}`, { headers, data: { is_active: 0 } })
    expect(hidden.status()).toBe(200)
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('service-card')).toHaveCount(10)
    await expect(page.getByRole('heading', { name: 'Klassisk svensk massage' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Massage med varma stenar' })).toBeVisible()
  } finally {
    const shown = await request.put(`/api/services/${massage.id}`, { headers, data: { is_active: 1 } })
    expect(shown.status()).toBe(200)
  }
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Klassisk svensk massage' })).toBeVisible()
  await expect(page.getByTestId('service-card')).toHaveCount(11)
})

test('a treatment image that cannot load falls back to the default image', async ({ page, request }) => {
  const services = (await (await request.get('/api/services?lang=sv')).json()).data as Service[]
  const vip = services.find((service) => service.name === 'VIP-behandling')!
  expect(vip.image_url).toMatch(/^\/api\/media\/file\//)
  const broken = new URL(vip.image_url!, 'http://x').pathname
  // The picture and each of its sizes (`<name>-<w>x<h>.webp`, from the srcset) are gone.
  const sizes = `${broken.replace(/\.[a-z]+$/, '')}-`
  await page.route(
    (url) => url.pathname === broken || url.pathname.startsWith(sizes),
    (route) => route.fulfill({ status: 404, body: 'gone' }),
  )
  await page.goto('/')
  const image = page.getByTestId('service-card').filter({ hasText: 'VIP-behandling' }).locator('img')
  await image.scrollIntoViewIfNeeded()
  await expect(image).toHaveAttribute('src', '/images/default-treatment.jpg')
  // The srcset would win over the fallback: it goes with it.
  await expect(image).not.toHaveAttribute('srcset')
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  // The others keep their own picture.
  const massage = page.getByTestId('service-card').filter({ hasText: 'Klassisk svensk massage' }).locator('img')
  await expect(massage).toHaveAttribute('src', /^\/api\/media\/file\//)
})
