import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT || 3100)

/** The spec files `tests/e2e/<name>.spec.ts` named, as a project's `testIgnore`. */
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`)

// Run on desktop only, once: what is the same on every screen size. Server behaviour (headers, caching, policies,
// paths, deploys, several servers, releases, monitoring, limits), the HTML itself, the panel (its phone layout is
// Payload's), the in-page admin's workflows (the same components at any width: admin.spec.ts holds its frame, its
// phone menu and its axe checks on the phone), the API reference (for integrators at a desk), the theme's colours,
// and the specs that set their own screens.
const desktopOnly = specs([
  'admin-gallery',
  'admin-inbox',
  'admin-mail',
  'admin-mail-progress',
  'admin-privacy',
  'admin-settings',
  'admin-suppression',
  'api-docs',
  'caching',
  'content-security-policy',
  'data-refresh',
  'deploy',
  'foundation',
  'html-validity',
  'malformed-escapes',
  'monitoring',
  'open-files-limit',
  'panel',
  'passkeys',
  'responsive-images',
  'rolling-release',
  'second-factor',
  'several-servers',
  'theme',
  'unknown-paths',
  'versions',
])
// Run on the phone only: a slow phone's first inputs.
const phoneOnly = specs(['interactions'])

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
    {
      name: 'desktop',
      testIgnore: phoneOnly,
      use: { ...devices['Desktop Chrome'], channel: undefined, locale: 'sv-SE' },
    },
    // A 375 px phone: under SPEC §9's 768 px breakpoint, so the nav is the fixed bottom bar.
    {
      name: 'mobile',
      testIgnore: desktopOnly,
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
