// How long the page takes to answer a visitor's input on a slow phone: the time from input to the next paint (the
// Event Timing API's duration, what INP reports), on a fresh load in a phone-sized window with the CPU slowed 4× over
// CDP. One measurement for the interactions bench (./interactions.mjs), which judges the time, and the browser test
// that holds every input to doing what it says on such a phone (tests/e2e/interactions.spec.ts).

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

/** The page's next two frames and a moment: an input's own next paint is behind it. */
const afterTheNextFrames = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  )

/** The longest input-to-paint of the interactions so far; entries land after the paint, so wait for two frames. */
const longestInteraction = async (page) => {
  await afterTheNextFrames(page)
  return page.evaluate(() => Math.max(0, ...window.__events.map((event) => event.duration)))
}

/**
 * Where the first element matching `selector` whose words (its `aria-label`, its label's own text or its text) are
 * `words` is, scrolled into view if it is not (to the middle, as Playwright scrolls). Found by a plain query in the
 * page: Playwright's locators would add its injected script, whose capture listeners on every pointer, touch and
 * mouse event would be timed as the page's own input delay.
 * @returns {Promise<{ x: number, y: number }>} its centre
 */
const centreOf = (page, selector, words) =>
  page.evaluate(
    ([selector, words]) => {
      const wordsOf = (element) =>
        (
          element.getAttribute('aria-label') ??
          element.labels?.[0]?.firstChild?.textContent ??
          element.textContent ??
          ''
        ).trim()
      const element = [...document.querySelectorAll(selector)].find((candidate) => wordsOf(candidate) === words)
      if (!element) throw new Error(`no ${selector} saying "${words}"`)
      const seen = element.getBoundingClientRect()
      if (seen.top < 0 || seen.left < 0 || seen.bottom > innerHeight || seen.right > innerWidth)
        element.scrollIntoView({ block: 'center', inline: 'center' })
      const box = element.getBoundingClientRect()
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    },
    [selector, words],
  )

const settled = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(resolve, { timeout: 2000 })),
        ),
      ),
  )

/**
 * A finger's tap on the element `selector` saying `words`: scrolled to first, as a visitor scrolls to what they
 * tap; then, once the page has painted what the scroll brought and is idle, a tap at its centre.
 */
export const tapWhenSettled = async (page, selector, words) => {
  await centreOf(page, selector, words)
  await settled(page)
  const { x, y } = await centreOf(page, selector, words)
  await settled(page)
  await page.touchscreen.tap(x, y)
  // Its own next paint before anything of the test's looks for its effect in the page.
  await afterTheNextFrames(page)
}

// Looked for by a plain promise in the page (a timer, never in a frame), not Playwright's wait, which would add its
// injected script and its listeners (centreOf).
const hydrated = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const look = () => {
          const toggle = document.querySelector('[data-testid="language-toggle"]')
          if (toggle && Object.keys(toggle).some((key) => key.startsWith('__reactProps'))) resolve(true)
          else setTimeout(look, 50)
        }
        look()
      }),
  )

/** What the visitor does on `/` once it has started, and what shows that it was done. */
export const interactions = {
  'booking modal from a treatment': async (page) => {
    await tapWhenSettled(page, '#services button', 'Boka VIP-behandling')
    await page.getByRole('dialog').waitFor({ timeout: DONE_WITHIN_MS })
  },
  'header "Boka nu"': async (page) => {
    await tapWhenSettled(page, 'header button', 'Boka nu')
    await page.waitForFunction(() => window.scrollY > 0, null, { timeout: DONE_WITHIN_MS })
  },
  'gallery filter': async (page) => {
    await tapWhenSettled(page, '[aria-label="Filtrera galleriet"] button', 'Naglar')
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="gallery-grid"] li').length === 2, null, {
      timeout: DONE_WITHIN_MS,
    })
  },
  'bottom navigation': async (page) => {
    await tapWhenSettled(page, 'nav[aria-label="Huvudmeny"] a', 'Kontakt')
    await page.waitForFunction(() => window.scrollY > 0, null, { timeout: DONE_WITHIN_MS })
  },
  'typing in the contact form': async (page) => {
    await tapWhenSettled(page, '#contact input', 'Förnamn')
    await page.keyboard.type('Ingrid', { delay: 30 })
    await afterTheNextFrames(page)
    const typed = await page.locator('#contact').getByLabel('Förnamn').inputValue({ timeout: DONE_WITHIN_MS })
    if (typed !== 'Ingrid') throw new Error(`the field holds "${typed}"`)
  },
}

/**
 * A finger's tap on `target` as soon as Playwright would tap it (visible, still, enabled, not covered), the same
 * moment in the page's start as its own tap. Its own tap would also check, in the page as the tap's pointerdown is
 * dispatched, that the finger hits it: 8–12 ms at 6.5×, timed as the page's input delay.
 */
export const tapOnceTappable = async (page, target) => {
  await target.tap({ trial: true })
  const box = await target.boundingBox()
  if (!box) throw new Error('gone from the page')
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

/** As soon as the page is painted, while it still starts: no waiting for it to settle, and it must not be lost. */
export const earlyBookNow = async (page) => {
  await tapOnceTappable(page, page.getByRole('button', { name: 'Boka nu' }))
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
