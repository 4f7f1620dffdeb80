// How long the page takes to answer a visitor's input on a slow phone: the time from input to the next paint (the
// Event Timing API's duration, what INP reports), each interaction on a fresh load of `/` in a 375 px window with
// the CPU slowed 4× over CDP. Run: `npm run bench:interactions` (after `npm run build`); BENCH_RUNS (default 5)
// loads per interaction, judged on their median. A tap on a bare page of the same build (`/budget-baseline`) is
// measured in the same run, the floor any interaction stands on: once it has settled, and right after its first
// paint, while its own scripts (React and Next's runtime) still start.
import { chromium } from '@playwright/test'

import { median, startServer } from './benchServer.mjs'
import {
  CPU_SLOWDOWN,
  DONE_WITHIN_MS,
  EARLY,
  earlyBookNow,
  inputToPaint,
  interactions,
  tapOnceTappable,
  tapWhenSettled,
  TARGET_MS,
} from './inputToPaint.mjs'
import { freePort } from '../freePorts.mjs'

// A free port unless BENCH_PORT names one: never a server of the run before, still stopping.
const port = Number(process.env.BENCH_PORT) || (await freePort())
const runs = Number(process.env.BENCH_RUNS || 5)

const server = startServer({ port, dataDir: 'tests/.artifacts/interactions-data' })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})

/** One fresh load at `path`, `act` done after `when`; its INP. */
const measure = (path, act, when) =>
  inputToPaint(browser, `${server.base}${path}`, act, when, {
    headers: path.startsWith('/budget-baseline') ? { 'x-budget-baseline': '1' } : {},
    onLost: (error) => console.warn(`  (${path}: ${String(error).split('\n')[0]})`),
  })

const results = {}
try {
  await server.ready(180)
  // Warm code and a filled content cache, as a running site has.
  await fetch(`${server.base}/budget-baseline`, { headers: { 'x-budget-baseline': '1' } })
  await fetch(`${server.base}/`)
  const cases = [
    ['bare page: a tap', '/budget-baseline', (page) => tapWhenSettled(page, 'h1', 'Baseline'), 'loaded'],
    // The floor of an early input: the bare page's own scripts are still starting as the tap comes.
    [
      `bare page: a tap ${EARLY}`,
      '/budget-baseline',
      (page) => tapOnceTappable(page, page.getByRole('heading', { level: 1 })),
      'first paint',
    ],
    ...Object.entries(interactions).map(([name, act]) => [name, '/', act, 'hydrated']),
    // As soon as the page is painted, while it still starts: no waiting for it to settle.
    [`header "Boka nu" ${EARLY}`, '/', earlyBookNow, 'first paint'],
  ]
  for (let run = 0; run < runs; run++)
    for (const [name, path, act, when] of cases) (results[name] ??= []).push(await measure(path, act, when))
} finally {
  await browser.close()
  server.stop()
}

const floors = { settled: median(results['bare page: a tap']), early: median(results[`bare page: a tap ${EARLY}`]) }
console.log(
  `\nInput to next paint at ${CPU_SLOWDOWN}× CPU, 375 px, median of ${runs} loads each (target ${TARGET_MS} ms):`,
)
let over = 0
for (const [name, all] of Object.entries(results)) {
  const values = all.filter((value) => !Number.isNaN(value))
  const lost = all.length - values.length
  const value = values.length ? median(values) : Number.NaN
  const missed = !name.startsWith('bare') && (lost > 0 || !(value <= TARGET_MS))
  if (missed) over++
  const mark = `${lost ? `  ${lost} of ${all.length} lost (no effect within ${DONE_WITHIN_MS / 1000} s)` : ''}${missed ? '  over' : ''}`
  const [floor, bare] = name.endsWith(EARLY) ? [floors.early, 'bare early tap'] : [floors.settled, 'bare tap']
  console.log(
    `  ${name}: ${value} ms (×${(value / Math.max(floor, 1)).toFixed(2)} the ${bare}; each ${values.join(', ')})${mark}`,
  )
}
process.exit(over ? 1 : 0)
