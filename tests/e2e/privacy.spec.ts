import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page } from '@playwright/test'

import { expect, hydrated, scrollThrough, staffHeaders, test, unique } from './support'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const MAP_PAGE = '<!doctype html><title>Karta</title><p>Karta över Strandvägen</p>'

/**
 * Every request to a host other than this server is recorded. Google Maps is answered by a local page (so the
 * map's frame can appear); everything else is aborted. Nothing leaves the machine either way.
 */
const recordOutside = async (context: BrowserContext, serverHost: string): Promise<string[]> => {
  const outside: string[] = []
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.host === serverHost) return route.fallback()
    outside.push(url.href)
    if (url.host === 'maps.google.com' || url.host === 'www.google.com') {
      await route.fulfill({ contentType: 'text/html; charset=utf-8', body: MAP_PAGE })
    } else {
      await route.abort('blockedbyclient')
    }
  })
  return outside
}

const hostsOf = (urls: string[]) => [...new Set(urls.map((url) => new URL(url).host))].sort()

const axeViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test('nothing from a third party loads before consent; the map loads once allowed, after a reload too, and goes when withdrawn', async ({
  page,
  context,
  baseURL,
}) => {
  const outside = await recordOutside(context, new URL(baseURL!).host)
  await page.goto('/')
  await hydrated(page)
  await scrollThrough(page)
  const map = page.locator('#contact .map')
  const feed = page.locator('.social-feed')
  for (const part of ['#gallery', '.social-feed', '#contact', '#contact .map', 'footer']) {
    await page.locator(part).first().scrollIntoViewIfNeeded()
  }
  // The placeholders say what would load from whom, in the page's language; the maps link needs no consent.
  await expect(map.getByTestId('map-placeholder')).toContainText('Google Maps')
  await expect(map.getByRole('link', { name: 'Öppna i Google Maps' })).toBeVisible()
  await expect(feed).toContainText('Instagram (Meta)')
  await expect(feed.getByRole('link', { name: '@salonglumiere på Instagram' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
  // Give a late embed or probe the time it would need to show up.
  await page.waitForTimeout(1000)
  expect(outside).toEqual([])

  // The placeholder keeps the frame's box: consenting moves nothing below it.
  const size = async () =>
    map.evaluate((box: HTMLElement) => [box.offsetWidth, box.offsetHeight, document.documentElement.scrollHeight])
  const before = await size()
  await map.getByRole('button', { name: 'Visa kartan' }).click()
  await expect(map.frameLocator('iframe').getByText('Karta över Strandvägen')).toBeVisible()
  expect(await size()).toEqual(before)
  expect(hostsOf(outside)).toContain('maps.google.com')
  expect(hostsOf(outside).filter((host) => host.includes('instagram'))).toEqual([])

  // The choice is remembered: after a reload the map loads again, the feed still waits.
  await page.reload()
  await hydrated(page)
  outside.length = 0
  await map.scrollIntoViewIfNeeded()
  await expect(map.locator('iframe')).toHaveAttribute('title', 'Karta till salongen')
  await feed.scrollIntoViewIfNeeded()
  await expect(feed.getByRole('button', { name: 'Visa Instagram-flödet' })).toBeVisible()
  expect(hostsOf(outside).filter((host) => host.includes('instagram'))).toEqual([])

  // The footer's dialog withdraws it: the frame is removed at once.
  const opener = page.locator('footer').getByRole('button', { name: 'Integritet' })
  await opener.click()
  const dialog = page.getByRole('dialog', { name: 'Integritetsinställningar' })
  await expect(dialog).toBeVisible()
  const mapChoice = dialog.getByRole('checkbox', { name: /Karta från Google Maps/ })
  await expect(mapChoice).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Instagram-flöde/ })).not.toBeChecked()
  expect(await axeViolations(page, '.privacy-dialog')).toEqual([])
  await mapChoice.uncheck()
  await dialog.getByRole('button', { name: 'Spara valen' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(map.getByRole('button', { name: 'Visa kartan' })).toBeVisible()
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('salong.embeds'))) ?? '{}')).toEqual({
    map: false,
    social: false,
  })

  // Esc closes the dialog without changing anything.
  await opener.click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('the English page asks in English, and its footer button is "Privacy settings"', async ({ page }) => {
  await page.goto('/en')
  await hydrated(page)
  await page.locator('#contact .map').scrollIntoViewIfNeeded()
  await expect(page.locator('#contact .map').getByRole('button', { name: 'Show the map' })).toBeVisible()
  await page.locator('footer').getByRole('button', { name: 'Privacy settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' })
  await expect(dialog.getByRole('checkbox', { name: /Instagram feed/ })).toBeVisible()
  expect(await axeViolations(page, '.privacy-dialog')).toEqual([])
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toHaveCount(0)
})

type Entry = { key: string; value_sv: string; value_en: string }

test('the privacy and terms pages show the salon and the staff-edited texts, in both languages', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const entries = (await (await request.get('/api/settings')).json()).data as Entry[]
  const salon = entries.find((entry) => entry.key === 'site_title')!.value_sv
  const before = entries.filter((entry) => entry.key === 'privacy_text' || entry.key === 'terms_text')
  const extra = { sv: unique('Vi sparar inga kvitton'), en: unique('We keep no receipts') }
  const terms = { sv: unique('Avbokning senast ett dygn innan'), en: unique('Cancel at least a day before') }
  try {
    const saved = await request.put('/api/settings', {
      headers,
      data: {
        settings: [
          { key: 'privacy_text', value_sv: extra.sv, value_en: extra.en },
          { key: 'terms_text', value_sv: terms.sv, value_en: terms.en },
        ],
      },
    })
    expect(saved.status()).toBe(200)

    const pages = [
      {
        path: '/integritet',
        other: '/en/privacy',
        h1: 'Integritetspolicy',
        text: extra.sv,
        shows: ['12 månader', '90 dagar', 'Google Maps', 'hej@salonglumiere.se'],
      },
      {
        path: '/en/privacy',
        other: '/integritet',
        h1: 'Privacy policy',
        text: extra.en,
        shows: ['12 months', '90 days', 'Instagram', 'hej@salonglumiere.se'],
      },
      { path: '/villkor', other: '/en/terms', h1: 'Villkor', text: terms.sv, shows: [] },
      { path: '/en/terms', other: '/villkor', h1: 'Terms', text: terms.en, shows: [] },
    ]
    for (const legal of pages) {
      const response = await page.goto(legal.path)
      expect(response?.status(), legal.path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1)
      await expect(page).toHaveTitle(`${legal.h1} – ${salon}`)
      await expect(page.getByRole('banner')).toContainText(salon)
      await expect(page.getByRole('main')).toContainText(legal.text)
      for (const text of legal.shows) await expect(page.getByRole('main')).toContainText(text)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${legal.path}$`))
      await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute(
        'href',
        new RegExp(`${legal.path.startsWith('/en') ? legal.other : legal.path}$`),
      )
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        new RegExp(`${legal.path.startsWith('/en') ? legal.path : legal.other}$`),
      )
      await expect(
        page.getByRole('link', { name: legal.path.startsWith('/en') ? 'På svenska' : 'In English' }),
      ).toHaveAttribute('href', legal.other)
      expect(await axeViolations(page), legal.path).toEqual([])
    }
  } finally {
    await request.put('/api/settings', { headers, data: { settings: before } })
  }

  // With the texts empty again, the built-in terms are back.
  await page.goto('/villkor')
  await expect(page.getByRole('heading', { level: 2, name: 'Bokning och avbokning' })).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(terms.sv)
})

test("the footer's privacy and terms links lead to the pages in the page's language; other slugs are no page", async ({
  page,
  request,
}) => {
  await page.goto('/')
  await hydrated(page)
  const footer = page.locator('footer')
  await expect(footer.getByRole('link', { name: 'Villkor' })).toHaveAttribute('href', '/villkor')
  await footer.getByRole('link', { name: 'Integritetspolicy' }).click()
  await expect(page).toHaveURL(/\/integritet$/)
  await page.goto('/en')
  await hydrated(page)
  await expect(page.locator('footer').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy',
  )
  await expect(page.locator('footer').getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/en/terms')

  expect((await request.get('/en/integritet')).status()).toBe(404)
  expect((await request.get('/privacy')).status()).toBe(404)
  const redirect = await request.get('/sv/integritet', { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers()['location']).toBe('/integritet')
})
