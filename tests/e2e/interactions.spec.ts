import { expect, type Page, test } from '@playwright/test'

import { CPU_SLOWDOWN, EARLY, earlyBookNow, inputToPaint, interactions } from '../../scripts/bench/inputToPaint.mjs'

// On a slow phone (the CPU slowed 4× over CDP, a 375 px touch window), each of the visitor's first interactions on
// `/` does what it says, a tap right after the first paint too, while the page still starts: none is lost. How soon
// each is painted is the interactions bench's to judge (npm run bench:interactions: medians of several loads beside
// a bare page's tap), not a test's: one load's time moves with what else the machine does, and with the machine.
// A trace snapshots the page at each step, on the page's own main thread: it would be measured as the page's.
test.use({ trace: 'off' })

test.describe('a slow phone takes the first inputs', () => {
  test.beforeAll(async ({ request }) => {
    // From the cache, as visitors get it: its scripts start after the first frame (server/afterFirstPaint.mjs).
    await request.get('/')
    expect((await request.get('/')).headers()['x-nextjs-cache']).toBe('HIT')
  })

  type Case = [name: string, act: (page: Page) => Promise<unknown>, when: 'hydrated' | 'first paint']
  const cases: Case[] = [
    ...Object.entries(interactions).map(([name, act]): Case => [name, act, 'hydrated']),
    [`header "Boka nu" ${EARLY}`, earlyBookNow, 'first paint'],
  ]
  for (const [name, act, when] of cases)
    test(`${name}: done at ${CPU_SLOWDOWN}× CPU`, async ({ browser, baseURL }) => {
      const lost: string[] = []
      const ms = await inputToPaint(browser, `${baseURL}/`, act, when, {
        onLost: (error: unknown) => lost.push(String(error)),
      })
      test.info().annotations.push({ type: 'input to next paint', description: `${ms} ms (the bench judges it)` })
      expect(lost, 'the input does what it says').toEqual([])
    })
})
