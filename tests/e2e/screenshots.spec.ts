import { expect, hydrated, scrollThrough, test } from './support'

const DIR = 'tests/.artifacts/screenshots'

/** Full-page pictures of both languages at 375 px (mobile project) and 1280 px (desktop) for a reviewer. */
for (const [path, name] of [
  ['/', 'sv'],
  ['/en', 'en'],
] as const) {
  test(`full-page screenshot of ${path}`, async ({ page }, testInfo) => {
    const width = testInfo.project.name === 'mobile' ? 375 : 1280
    await page.setViewportSize({ width, height: testInfo.project.name === 'mobile' ? 812 : 800 })
    await page.goto(path)
    await hydrated(page)
    await scrollThrough(page)
    // Every picture that is on the page has loaded (lazy ones included) before the picture is taken.
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).filter((img) => !img.complete).length), {
        timeout: 20_000,
      })
      .toBe(0)
    await page.evaluate(() => document.fonts.ready)
    const file = `${DIR}/${name}-${width}.png`
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' })
  })
}
