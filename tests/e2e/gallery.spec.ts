import { expect, hydrated, test } from './support'

const FILTERS = [
  ['Alla', 'all'],
  ['Naglar', 'nails'],
  ['Ansikte', 'facial'],
  ['Pedikyr', 'pedicure'],
  ['Salongen', 'general'],
] as const

test('the filter buttons choose which pictures show', async ({ page, request }) => {
  const items = (await (await request.get('/api/gallery?lang=sv')).json()).data as {
    type: string
    category: string
    placement: string
  }[]
  const images = items.filter((item) => item.type === 'image' && item.placement === 'gallery')
  expect(images.length).toBeGreaterThan(4)

  await page.goto('/')
  await hydrated(page)
  const gallery = page.locator('#gallery')
  const filters = gallery.getByRole('group', { name: 'Filtrera galleriet' })
  const grid = gallery.getByTestId('gallery-grid').locator('li')
  await expect(filters.getByRole('button')).toHaveCount(5)
  await expect(filters.getByRole('button', { name: 'Alla' })).toHaveAttribute('aria-pressed', 'true')
  await expect(grid).toHaveCount(images.length)

  for (const [label, category] of [...FILTERS.slice(1), FILTERS[0]]) {
    await filters.getByRole('button', { name: label }).click()
    await expect(filters.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
    await expect(filters.locator('[aria-pressed="true"]')).toHaveCount(1)
    const expected = images.filter((image) => category === 'all' || image.category === category).length
    expect(expected).toBeGreaterThan(0)
    await expect(grid).toHaveCount(expected)
    if (category !== 'all') {
      const shown = await grid.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-category')))
      expect(new Set(shown)).toEqual(new Set([category]))
    }
  }
})

test('the two gallery films are there, each with a poster', async ({ page }) => {
  await page.goto('/')
  const videos = page.locator('#gallery').getByTestId('video-gallery')
  await expect(videos).toHaveCount(2)
  for (const video of await videos.all()) {
    // The poster is the image under the film (the film itself asks for nothing until it plays).
    await expect(video.locator('xpath=preceding-sibling::img[@class="ambient-video__poster"]')).toHaveAttribute(
      'src',
      /^\/api\/media\/file\/.+/,
    )
    await expect(video).not.toHaveAttribute('src')
    await expect(video).toHaveAttribute('aria-label', /.+/)
    await expect(video).toHaveJSProperty('muted', true)
  }
  // The poster images really load.
  const posters = page.locator('#gallery .ambient-video__poster')
  await expect(posters).toHaveCount(2)
  await posters.first().scrollIntoViewIfNeeded()
  await posters.last().scrollIntoViewIfNeeded()
  for (const poster of await posters.all()) {
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})

test('when the Instagram embed cannot load, a link to the profile takes its place', async ({ page }) => {
  // The fixture aborts every outside request, instagram.com included; make it explicit here.
  await page.route('https://www.instagram.com/**', (route) => route.abort('internetdisconnected'))
  await page.goto('/')
  await hydrated(page)
  const feed = page.locator('.social-feed')
  await feed.scrollIntoViewIfNeeded()
  await feed.getByRole('button', { name: 'Visa Instagram-flödet' }).click()
  const fallback = page.getByTestId('social-fallback')
  await expect(fallback).toContainText('Flödet kunde inte visas här', { timeout: 15_000 })
  await expect(fallback.getByRole('link', { name: '@salonglumiere på Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/salonglumiere/',
  )
})

test('when Instagram answers, the feed is embedded in place of the link', async ({ page }) => {
  await page.route('https://www.instagram.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Instagram</title><p>Flöde för salonglumiere</p>',
    }),
  )
  await page.goto('/')
  await hydrated(page)
  const feed = page.locator('.social-feed')
  await feed.scrollIntoViewIfNeeded()
  await feed.getByRole('button', { name: 'Visa Instagram-flödet' }).click()
  const frame = feed.locator('iframe')
  await expect(frame).toHaveAttribute('src', 'https://www.instagram.com/salonglumiere/embed')
  await expect(frame).toHaveAttribute('title', 'Instagram-flöde för @salonglumiere')
  await expect(feed.frameLocator('iframe').getByText('Flöde för salonglumiere')).toBeVisible()
  await expect(page.getByTestId('social-fallback')).toHaveCount(0)
})
