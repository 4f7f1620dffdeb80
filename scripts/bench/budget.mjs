// The page's budgets (issue: Lighthouse 12.8 mobile scores, CLS, LCP element, first-load JavaScript), measured
// against the production build on a fresh seeded database. Run: `npm run budget` (after `npm run build`).
// Sizes are reported next to a baseline measured in the same run: the Next runtime every page loads.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const port = Number(process.env.BUDGET_PORT || 3300)
const base = `http://127.0.0.1:${port}`
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const budgets = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, cls: 0.02 }
const out = 'tests/.artifacts/budget'
fs.mkdirSync(out, { recursive: true })

const server = spawn('bash', ['scripts/e2e-server.sh'], {
  env: { ...process.env, PORT: String(port), E2E_DATA_DIR: 'tests/.artifacts/budget-data' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
})
let serverLog = ''
server.stdout.on('data', (chunk) => (serverLog += chunk))
server.stderr.on('data', (chunk) => (serverLog += chunk))
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stopServer)

const waitForServer = async () => {
  for (let attempt = 0; attempt < 180; attempt++) {
    try {
      if ((await fetch(`${base}/api/settings`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`The server did not start:\n${serverLog}`)
}

const gzipKb = async (path) => {
  const body = Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer())
  return gzipSync(body, { level: 9 }).length / 1024
}

/** JavaScript the page's HTML asks for on first load, against the runtime every Next page loads. */
const firstLoadJs = async (path) => {
  const html = await (await fetch(`${base}${path}`)).text()
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]))]
  const manifest = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8'))
  const runtime = [...manifest.polyfillFiles, ...manifest.rootMainFiles].map((file) => `/_next/${file}`)
  const sum = async (files) => (await Promise.all(files.map(gzipKb))).reduce((a, b) => a + b, 0)
  return { page: await sum(scripts), bareNextPage: await sum(runtime.filter((file) => !file.includes('polyfill'))) }
}

const audit = async (path, chrome) => {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    locale: 'en',
    extraHeaders: { 'Accept-Language': path === '/' ? 'sv-SE,sv' : 'en-GB,en' },
  })
  fs.writeFileSync(`${out}/lighthouse${path === '/' ? '-sv' : path.replace(/\//g, '-')}.json`, JSON.stringify(result.lhr))
  fs.writeFileSync(`${out}/lighthouse${path === '/' ? '-sv' : path.replace(/\//g, '-')}.html`, result.report)
  const { categories, audits } = result.lhr
  const lcpItem = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  return {
    finalUrl: result.lhr.finalDisplayedUrl,
    scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)])),
    cls: audits['cumulative-layout-shift'].numericValue,
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    lcpElement: lcpItem ? `${lcpItem.nodeLabel ?? ''} <${lcpItem.snippet ?? ''}>` : 'unknown',
  }
}

await waitForServer()
// A Swedish visitor: `/` is the Swedish page, and an English browser would be sent on to /en.
const chrome = await chromeLauncher.launch({
  chromePath,
  envVars: { ...process.env, LANGUAGE: 'sv_SE', LANG: 'sv_SE.UTF-8' },
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--lang=sv-SE', '--accept-lang=sv-SE,sv'],
})
const report = { date: new Date().toISOString(), pages: {} }
let failed = []
try {
  for (const path of ['/', '/en']) {
    const lh = await audit(path, chrome)
    const js = await firstLoadJs(path)
    report.pages[path] = { ...lh, firstLoadJsKb: { page: +js.page.toFixed(1), bareNextPage: +js.bareNextPage.toFixed(1), ratio: +(js.page / js.bareNextPage).toFixed(2) } }
    for (const [id, minimum] of Object.entries(budgets)) {
      if (id === 'cls') {
        if (lh.cls > minimum) failed.push(`${path} CLS ${lh.cls.toFixed(3)} > ${minimum}`)
      } else if ((lh.scores[id] ?? 0) < minimum) failed.push(`${path} ${id} ${lh.scores[id]} < ${minimum}`)
    }
    if (new URL(lh.finalUrl).pathname !== path) failed.push(`${path} ended on ${lh.finalUrl}`)
    if (!/poster|<img/.test(lh.lcpElement)) failed.push(`${path} LCP element is not the poster image: ${lh.lcpElement}`)
  }
} finally {
  await chrome.kill()
  stopServer()
}
fs.writeFileSync(`${out}/budget.json`, JSON.stringify(report, null, 2))
for (const [path, page] of Object.entries(report.pages)) {
  console.log(`\n${path}`)
  console.log(`  Lighthouse (mobile): ${Object.entries(page.scores).map(([id, score]) => `${id} ${score}`).join(', ')}`)
  console.log(`  CLS ${page.cls.toFixed(3)}, LCP ${page.lcpMs} ms on ${page.lcpElement}`)
  console.log(`  First-load JS: ${page.firstLoadJsKb.page} kB gzipped; bare Next page ${page.firstLoadJsKb.bareNextPage} kB (×${page.firstLoadJsKb.ratio})`)
}
console.log(failed.length ? `\nOver budget:\n- ${failed.join('\n- ')}` : '\nAll budgets met.')
process.exit(failed.length ? 1 : 0)
