import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)

/** End-to-end tests against the production build (`next start`) in Debian's Chromium; never a downloaded browser. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.artifacts/e2e-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'tests/.artifacts/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // This machine has no network beyond localhost: keep Chromium from calling home.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Swedish browsers, so language detection keeps the default Swedish page unless a test says otherwise.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'sv-SE' } },
    // A 375 px phone: under SPEC §9's 768 px breakpoint, so the nav is the fixed bottom bar.
    {
      name: 'mobile',
      // The Payload admin panel checks of foundation.spec.ts are not about the public page's phone layout.
      testIgnore: /foundation\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale: 'sv-SE',
      },
    },
  ],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `http://127.0.0.1:${port}/api/settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Its request lines would fill the suite's output; the monitoring spec reads its own servers' lines.
    env: { PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  },
})
