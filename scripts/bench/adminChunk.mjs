// The in-page admin's own code: what the browser fetches (JS and CSS, gzipped) when admin mode opens, beyond
// what the page had already loaded. It must never be part of the page's first load.
import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'

export const adminChunkKb = async (base, chromePath) => {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    const loaded = []
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) loaded.push(response)
    })
    await page.keyboard.press('Control+Alt+KeyA')
    await page.getByTestId('admin-screen').waitFor()
    await page.waitForLoadState('networkidle')
    const sizes = await Promise.all(
      loaded.map(async (response) => gzipSync(await response.body(), { level: 9 }).length / 1024),
    )
    return { kb: +sizes.reduce((a, b) => a + b, 0).toFixed(1), files: loaded.length }
  } finally {
    await browser.close()
  }
}
