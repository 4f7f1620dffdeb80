import type { Request } from '@playwright/test'

import { expect, hydrated, test } from './support'

test('a visit is sent once per day: on the first load, not on a reload', async ({ page }) => {
  const visits: Request[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/simple-analytics/track-visitor')) visits.push(request)
  })
  const first = page.waitForResponse((response) => response.url().endsWith('/api/simple-analytics/track-visitor'))
  await page.goto('/')
  const response = await first
  expect(response.status()).toBe(200)
  expect((await response.json()).data.counted).toBe(true)
  expect(visits).toHaveLength(1)
  expect(visits[0].method()).toBe('POST')
  const id = visits[0].postDataJSON().ip_address
  expect(id).toMatch(/^[a-z0-9]{4,}$/)
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('salong.visit')))!)
  expect(stored.id).toBe(id)

  await page.reload()
  // hydrated() waits for the effect that would have sent it; then let any request go out.
  await hydrated(page)
  await page.waitForLoadState('networkidle')
  expect(visits).toHaveLength(1)

  // The next day (as the browser remembers it), the same identifier is sent again.
  await page.evaluate(() => {
    const visit = JSON.parse(localStorage.getItem('salong.visit')!)
    localStorage.setItem('salong.visit', JSON.stringify({ ...visit, day: '2000-01-01' }))
  })
  const again = page.waitForRequest((request) => request.url().endsWith('/api/simple-analytics/track-visitor'))
  await page.reload()
  expect((await again).postDataJSON().ip_address).toBe(id)
})

test('a visit is counted when staff open the admin before the page had an idle moment', async ({ page }) => {
  // The browser's idle moments held back until the admin is open: the page gives way to it before its visit goes.
  await page.addInitScript(() => {
    const held = new Map<number, () => void>()
    let next = 0
    window.requestIdleCallback = (callback) => {
      held.set(++next, () => callback({ didTimeout: false, timeRemaining: () => 0 }))
      return next
    }
    window.cancelIdleCallback = (id) => void held.delete(id)
    Object.assign(window, {
      idleHeld: () => held.size,
      releaseIdle: () => {
        for (const [id, run] of held) {
          held.delete(id)
          run()
        }
      },
    })
  })
  const visit = page.waitForRequest((request) => request.url().endsWith('/api/simple-analytics/track-visitor'))
  type Held = { idleHeld: () => number; releaseIdle: () => void }
  await page.goto('/')
  // Hydrated, and the first render's effects have run: they asked for idle moments (the visit's among them).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as Held).idleHeld() > 0 &&
          Object.keys(document.querySelector('[data-testid="language-toggle"]') ?? {}).some((key) =>
            key.startsWith('__reactProps'),
          ),
      ),
    )
    .toBe(true)
  await page.keyboard.press('Control+Alt+KeyA')
  await expect(page.getByTestId('admin-screen')).toBeVisible()
  await page.evaluate(() => (window as unknown as Held).releaseIdle())
  expect((await visit).postDataJSON().ip_address).toMatch(/^[a-z0-9]{4,}$/)
})

test('booking clicks are tracked with their element type', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const serviceClick = page.waitForRequest((request) => request.url().endsWith('/api/simple-analytics/track-click'))
  await page.getByRole('button', { name: 'Boka VIP-behandling' }).click()
  const service = (await serviceClick).postDataJSON()
  expect(service).toMatchObject({ element_type: 'service_booking', element_name: 'VIP-behandling' })
  expect(service.element_id).toMatch(/.+/)
  expect((await (await serviceClick).response())?.status()).toBe(201)
  await page.keyboard.press('Escape')

  const discountClick = page.waitForRequest((request) => request.url().endsWith('/api/simple-analytics/track-click'))
  await page.getByRole('button', { name: 'Boka Guldglans inför säsongen' }).click()
  expect((await discountClick).postDataJSON()).toMatchObject({
    element_type: 'discount_booking',
    element_name: 'Guldglans inför säsongen',
  })
})

test('no click is tracked for the disabled button', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  let clicks = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/simple-analytics/track-click')) clicks++
  })
  await page.getByRole('button', { name: 'Ej tillgänglig' }).click({ force: true })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  expect(clicks).toBe(0)
})
