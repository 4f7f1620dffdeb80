// How long the page takes to answer a visitor's input on a slow phone: the time from input to the next paint (the
// Event Timing API's duration, what INP reports), on a fresh load in a phone-sized window with the CPU slowed 4× over
// CDP. One measurement for the interactions bench (./interactions.mjs) and the browser test that holds the page to
// its target (tests/e2e/interactions.spec.ts).

export const CPU_SLOWDOWN = 4
export const TARGET_MS = 100
// An input whose effect has not shown by then was lost (an early tap before the page could take it).
export const DONE_WITHIN_MS = 10_000
export const EARLY = 'right after the first paint'

/** Every event entry of the page, kept from its start (buffered), so an early tap's is there too. */
const recordEvents = () => {
  window.__events = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__events.push({ name: entry.name, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
}

/** The longest input-to-paint of the interactions so far; entries land after the paint, so wait for two frames. */
const longestInteraction = async (page) => {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  )
  return page.evaluate(() => Math.max(0, ...window.__events.map((event) => event.duration)))
}

/**
 * A finger's tap on `target`: found and scrolled to first, as a visitor scrolls to what they tap; then, once the
 * page has painted what the scroll brought and is idle, a tap at its centre. Playwright's own tap would find the
 * element (its selector engine runs in the page, tens of milliseconds at this slowdown) and scroll to it in the
 * instant before the input, and count that as the page's input delay.
 */
export const tapWhenSettled = async (page, target) => {
  await target.scrollIntoViewIfNeeded()
  const settled = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(resolve, { timeout: 2000 })),
          ),
        ),
    )
  await settled()
  const box = await target.boundingBox()
  await settled()
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

const hydrated = (page) =>
  page.waitForFunction(() => {
    const toggle = document.querySelector('[data-testid="language-toggle"]')
    return Boolean(toggle && Object.keys(toggle).some((key) => key.startsWith('__reactProps')))
  })

/** What the visitor does on `/` once it has started, and what shows that it was done. */
export const interactions = {
  'booking modal from a treatment': async (page) => {
    await tapWhenSettled(page, page.getByRole('button', { name: 'Boka VIP-behandling' }))
    await page.getByRole('dialog').waitFor({ timeout: DONE_WITHIN_MS })
  },
  'header "Boka nu"': async (page) => {
    await tapWhenSettled(page, page.getByRole('button', { name: 'Boka nu' }))
    await page.waitForFunction(() => window.scrollY > 0, null, { timeout: DONE_WITHIN_MS })
  },
  'gallery filter': async (page) => {
    await tapWhenSettled(
      page,
      page.getByRole('group', { name: 'Filtrera galleriet' }).getByRole('button', { name: 'Naglar' }),
    )
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-grid"] li').length === 2, null, {
      timeout: DONE_WITHIN_MS,
    })
  },
  'bottom navigation': async (page) => {
    await tapWhenSettled(
      page,
      page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Kontakt' }),
    )
    await page.waitForFunction(() => window.scrollY > 0, null, { timeout: DONE_WITHIN_MS })
  },
  'typing in the contact form': async (page) => {
    await tapWhenSettled(page, page.locator('#contact').getByLabel('Förnamn'))
    await page.locator('#contact').getByLabel('Förnamn').pressSequentially('Ingrid', { delay: 30 })
  },
}

/** As soon as the page is painted, while it still starts: no waiting for it to settle, and it must not be lost. */
export const earlyBookNow = async (page) => {
  await page.getByRole('button', { name: 'Boka nu' }).tap()
  await page.waitForFunction(() => window.scrollY > 0, null, { timeout: DONE_WITHIN_MS })
}

/**
 * One fresh load of `url` in a new phone-sized context of `browser`, the CPU slowed, `act` done after `when`
 * ('loaded', 'hydrated' or 'first paint'); the longest input to next paint, or NaN when the act's effect never came.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page) => Promise<unknown>} act
 * @param {'loaded' | 'hydrated' | 'first paint'} when
 * @param {{ headers?: Record<string, string>, onLost?: (error: unknown) => void }} [options]
 * @returns {Promise<number>}
 */
export const inputToPaint = async (browser, url, act, when, { headers = {}, onLost = () => {} } = {}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    locale: 'sv-SE',
    extraHTTPHeaders: headers,
  })
  const page = await context.newPage()
  await page.addInitScript(recordEvents)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(url, { waitUntil: 'commit' })
  if (when === 'loaded') await page.waitForLoadState('load')
  else if (when === 'hydrated') await hydrated(page)
  else await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  try {
    await act(page)
    return Math.round(await longestInteraction(page))
  } catch (error) {
    onLost(error)
    return Number.NaN
  } finally {
    await context.close()
  }
}
