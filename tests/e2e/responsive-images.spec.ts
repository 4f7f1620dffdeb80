import type { Page } from '@playwright/test'

import { expect, hydrated, scrollToY, test } from './support'

// Each test sets its own screen: the spec runs once, in the desktop project (playwright.config.ts).

type Picked = {
  currentSrc: string
  /** The `<source>`'s srcset and sizes (a `<picture>` whose source's media holds), else the `<img>`'s own. */
  fromSource: boolean
  sizes: string | null
  candidates: { url: string; width: number }[]
  boxWidth: number
  boxHeight: number
  dpr: number
  aspect: number
}

/** What the browser chose for an <img>, beside the srcset it chose from and the box it fills. */
const picked = (page: Page, selector: string, index = 0): Promise<Picked> =>
  page
    .locator(selector)
    .nth(index)
    .evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect()
      const sources =
        image.parentElement instanceof HTMLPictureElement ? [...image.parentElement.querySelectorAll('source')] : []
      const source = sources.find((candidate) => window.matchMedia(candidate.media).matches)
      const chosen = source ?? image
      return {
        currentSrc: new URL(image.currentSrc).pathname,
        fromSource: Boolean(source),
        sizes: chosen.getAttribute('sizes'),
        candidates: (chosen.getAttribute('srcset') ?? '')
          .split(',')
          .map((entry) => entry.trim().split(/\s+/))
          .map(([url, width]) => ({ url, width: Number(width.replace(/w$/, '')) })),
        boxWidth: box.width,
        boxHeight: box.height,
        dpr: window.devicePixelRatio,
        aspect: image.naturalWidth / image.naturalHeight,
      }
    })

/** The narrowest candidate at least `needed` device pixels wide, else the widest there is. */
const narrowestCovering = (candidates: Picked['candidates'], needed: number) => {
  const sorted = [...candidates].sort((a, b) => a.width - b.width)
  return sorted.find((candidate) => candidate.width >= needed) ?? sorted[sorted.length - 1]
}

/**
 * The hero poster fills its box with `object-fit: cover`: as wide as the box, or as its height × the poster's
 * aspect. `widths` and `aspect`: what a large poster has (16:9 in four widths, or the two 9:16 crops).
 */
const expectHeroPosterFits = async (page: Page, { widths, aspect }: { widths: number[]; aspect: number }) => {
  const poster = page.locator('.hero .ambient-video__poster')
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true)
  const hero = await picked(page, '.hero .ambient-video__poster')
  expect(hero.candidates.length).toBeGreaterThan(1)
  expect(hero.currentSrc).toMatch(/\.webp$/)
  const needed = Math.max(hero.boxWidth, hero.boxHeight * hero.aspect) * hero.dpr
  expect(hero.currentSrc).toBe(narrowestCovering(hero.candidates, needed).url)

  // The same `sizes` against the full set of widths a large poster has: the browser's pick covers the box and is
  // the narrowest that does (the seeded poster is small, so its own candidates may all fall short on a phone).
  const probe = await page.evaluate(
    ({ sizes, widths }) =>
      new Promise<string>((resolve) => {
        const image = new Image()
        image.sizes = sizes ?? ''
        image.srcset = widths.map((width) => `/api/media/file/sizes-probe-${width}.webp ${width}w`).join(', ')
        const read = () =>
          image.currentSrc ? resolve(new URL(image.currentSrc).pathname) : requestAnimationFrame(read)
        read()
      }),
    { sizes: hero.sizes, widths },
  )
  const fullSet = widths.map((width) => ({ url: `/api/media/file/sizes-probe-${width}.webp`, width }))
  expect(probe).toBe(narrowestCovering(fullSet, Math.max(hero.boxWidth, hero.boxHeight * aspect) * hero.dpr).url)
  return hero
}

/** Every request for the hero poster, in any size or crop: the original's name is the stem of each one's name. */
const heroPosterRequests = (page: Page) => {
  const media: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/media/file/')) media.push(pathname)
  })
  return async () => {
    const original = await page.locator('.hero .ambient-video__poster').getAttribute('src')
    const stem = original!.replace(/\.[a-z]+$/, '')
    return media.filter((pathname) => pathname === original || pathname.startsWith(`${stem}-`))
  }
}

const LANDSCAPE = { widths: [480, 768, 1280, 1920], aspect: 16 / 9 }
const PORTRAIT = { widths: [480, 608], aspect: 9 / 16 }

test.describe('on a 412 px phone (Lighthouse’s Moto G: 412×823, DPR 1.75)', () => {
  // The screen too: `width=device-width` makes the screen's width the page's, and the desktop project's 1920 px
  // screen would make the page (and its preloads' media) wide.
  test.use({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })

  test('the hero poster is its 9:16 crop in a WebP size no wider than the screen needs, fetched once (preload and <img> agree)', async ({
    page,
  }) => {
    const posterRequests = heroPosterRequests(page)
    await page.goto('/')
    await hydrated(page)
    const hero = await expectHeroPosterFits(page, PORTRAIT)
    // The crop fills the upright box about exactly, instead of the middle third of the 16:9 poster.
    expect(hero.fromSource).toBe(true)
    expect(hero.aspect).toBeCloseTo(9 / 16, 2)
    expect(await posterRequests()).toEqual([hero.currentSrc])
  })
})

test.describe('on a 1280×800 desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 })

  test('the hero poster and the gallery pictures come from their WebP srcset, no wider than needed', async ({
    page,
  }) => {
    const posterRequests = heroPosterRequests(page)
    await page.goto('/')
    await hydrated(page)
    const hero = await expectHeroPosterFits(page, LANDSCAPE)
    // The 16:9 poster, never the phone's crop (its preload is for upright phones only).
    expect(hero.fromSource).toBe(false)
    expect(await posterRequests()).toEqual([hero.currentSrc])

    const cells = page.locator('[data-testid="gallery-grid"] img')
    await page.locator('#gallery').scrollIntoViewIfNeeded()
    await scrollToY(
      page,
      await page.locator('#gallery').evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
    )
    const count = await cells.count()
    expect(count).toBeGreaterThan(4)
    for (let index = 0; index < count; index++) {
      await expect
        .poll(() => cells.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      const cell = await picked(page, '[data-testid="gallery-grid"] img', index)
      expect(cell.currentSrc).toMatch(/\.webp$/)
      expect(cell.currentSrc).toBe(narrowestCovering(cell.candidates, cell.boxWidth * cell.dpr).url)
    }
  })
})
