// What the page's load costs the main thread on a slow phone, measured the way a trace reads it: a V8 CPU profile of
// each fresh load of `/`, `/en` and the bare page of the same build (`/budget-baseline`), alternated, in a 412 px
// window with the CPU slowed 4× over CDP, from the navigation until the page's start-up work has run (its idle
// callbacks and the loads they start). Script is the profile's JavaScript and the browser functions it calls; the
// rest of the busy time (style, layout, parsing, painting) is printed beside it. Medians of BENCH_RUNS loads
// (default 9), each page against the bare page of the same run.
//
// Run: `npm run bench:main-thread` (after `npm run build`). BENCH_VS=http://127.0.0.1:3330 adds the same pages from
// another running server (another build, served with `PORT=3330 bash scripts/e2e-server.sh`), alternated with this
// one: the way to read a change too small for the budget, whose audits differ by a quarter.
import { chromium } from '@playwright/test'

import { median, startServer } from './benchServer.mjs'
import { freePort } from '../freePorts.mjs'

// A free port unless BENCH_PORT names one: never a server of the run before, still stopping.
const port = Number(process.env.BENCH_PORT) || (await freePort())
const runs = Number(process.env.BENCH_RUNS || 9)
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN || 4)
// Past `load`: the start-up loads and the pre-store start at the first idle moment (at most 2 s later) and their
// answers are handled after that.
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS || 4_000)
const BARE = '/budget-baseline'

const server = startServer({ port, dataDir: 'tests/.artifacts/main-thread-data' })
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})

/** One fresh load of `url`: the profile's script and other busy time, and script time per file, in ms. */
const profileLoad = async (url) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    locale: 'sv-SE',
    extraHTTPHeaders: url.includes(BARE) ? { 'x-budget-baseline': '1' } : {},
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
    const { profile } = await cdp.send('Profiler.stop')
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
    const result = { script: 0, other: 0, files: {} }
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000
      const { functionName, url: file } = frames.get(id)
      if (functionName === '(idle)') return
      // (program): the renderer's own work between scripts (style, layout, parsing, painting).
      if (functionName === '(program)') return void (result.other += ms)
      result.script += ms
      const name = file ? file.split('/').pop().split('?')[0] || 'the document' : functionName
      result.files[name] = (result.files[name] ?? 0) + ms
    })
    return result
  } finally {
    await context.close()
  }
}

const targets = (base, label) => [
  [`${label}bare page`, `${base}${BARE}`],
  [`${label}/`, `${base}/`],
  [`${label}/en`, `${base}/en`],
]

const samples = {}
try {
  await server.ready(180)
  const all = [...targets(server.base, ''), ...(process.env.BENCH_VS ? targets(process.env.BENCH_VS, 'vs ') : [])]
  // Warm code and a filled content cache, as a running site has.
  for (const [, url] of all) await fetch(url, { headers: url.includes(BARE) ? { 'x-budget-baseline': '1' } : {} })
  for (let run = 0; run < runs; run++) {
    for (const [name, url] of all) (samples[name] ??= []).push(await profileLoad(url))
  }
} finally {
  await browser.close()
  server.stop()
}

const round = (ms) => Math.round(ms)
console.log(`\nMain thread of a load at ${slowdown}× CPU (V8 CPU profile, 412 px, ${runs} alternated loads, medians)\n`)
console.log(
  'page'.padEnd(16),
  'script ms'.padStart(10),
  'beyond bare'.padStart(12),
  '× bare'.padStart(7),
  'other busy ms'.padStart(14),
)
for (const [name, loads] of Object.entries(samples)) {
  const bare = median(samples[name.startsWith('vs ') ? 'vs bare page' : 'bare page'].map((load) => load.script))
  const script = median(loads.map((load) => load.script))
  const isBare = name.endsWith('bare page')
  console.log(
    name.padEnd(16),
    String(round(script)).padStart(10),
    (isBare ? '–' : `+${round(script - bare)}`).padStart(12),
    (isBare ? '–' : (script / bare).toFixed(2)).padStart(7),
    String(round(median(loads.map((load) => load.other)))).padStart(14),
  )
}
console.log('\nScript by file (medians, ms):')
for (const [name, loads] of Object.entries(samples)) {
  const files = [...new Set(loads.flatMap((load) => Object.keys(load.files)))]
    .map((file) => [file, median(loads.map((load) => load.files[file] ?? 0))])
    .filter(([, ms]) => ms >= 2)
    .sort((a, b) => b[1] - a[1])
  console.log(`  ${name}: ${files.map(([file, ms]) => `${file} ${round(ms)}`).join(', ')}`)
}
