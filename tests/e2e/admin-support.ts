import { expect, type Locator, type Page } from '@playwright/test'

import { hydrated, PASSWORD, test as base } from './support'

/**
 * The /api contract's routes (SPEC §7, docs/api.md): the only calls the in-page admin may make. Anything else
 * under /api (Payload's REST, GraphQL) or on another host is a violation.
 */
const CONTRACT_ROUTES = [
  /^\/api\/auth\/(login|logout|profile|verify|validate|change-password|master-login)$/,
  /^\/api\/auth\/second-factor(\/(setup|enable|disable|requirement))?$/,
  /^\/api\/services(\/categories\/list|\/[^/]+)?$/,
  /^\/api\/gallery(\/[^/]+)?$/,
  /^\/api\/settings$/,
  /^\/api\/discounts(\/[^/]+(\/toggle)?)?$/,
  /^\/api\/notifications(\/stats\/overview|\/templates\/(data|generate)|\/[^/]+(\/toggle|\/send|\/progress)?)?$/,
  /^\/api\/newsletter\/(subscribe|unsubscribe|stats|subscribers(\/[^/]+(\/toggle|\/lift-bounce)?)?)$/,
  /^\/api\/contact\/(submit|messages(\/[^/]+(\/read)?)?)$/,
  /^\/api\/backup\/(status|create|restore|download\/[^/]+|[^/]+)$/,
  /^\/api\/simple-analytics\/(track-visitor|track-click|daily-stats|weekly-stats)$/,
  // Beside the contract (docs/api.md): data requests (Privacy); a mailing's progress is in the notifications line.
  /^\/api\/privacy\/(export|erase)$/,
  // Passkeys and the owner's audit trail (issue 66).
  /^\/api\/auth\/(passkeys(\/registration\/(options|verify)|\/[^/]+)?|passkey\/(options|login))$/,
  /^\/api\/audit(\/export)?$/,
]

/** Records every fetch/XHR the page makes that is not a contract route; check it with `expect(...).toEqual([])`. */
const watchNonContractCalls = (page: Page): string[] => {
  const outside: string[] = []
  page.on('request', (request) => {
    if (!['fetch', 'xhr'].includes(request.resourceType())) return
    const url = new URL(request.url())
    const local = url.origin === new URL(page.url() || 'http://127.0.0.1').origin
    // Next's own page data (a language switch loads the other page's RSC payload) is no API call, and media
    // files are files (the page's phone cache stores some): both are reads of addresses the contract hands out.
    if (
      local &&
      (!url.pathname.startsWith('/api/') || (request.method() === 'GET' && url.pathname.startsWith('/api/media/file/')))
    )
      return
    if (!local || !CONTRACT_ROUTES.some((route) => route.test(url.pathname)))
      outside.push(`${request.method()} ${url.href}`)
  })
  return outside
}

/** Every admin test's page is watched: at its end, the admin made no call outside the contract. */
export const test = base.extend<{ nonContractCalls: string[] }>({
  nonContractCalls: [
    async ({ page }, use) => {
      const calls = watchNonContractCalls(page)
      await use(calls)
      expect(calls).toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/** Opens admin mode on a page and waits for the admin's own screen. */
export const openAdmin = async (page: Page, path = '/'): Promise<void> => {
  await page.goto(path)
  await hydrated(page)
  await page.keyboard.press('Control+Alt+KeyA')
  await expect(page.getByTestId('admin-screen')).toBeVisible()
}

/** Logs in with the staff account (remember me off unless asked), then waits for the dashboard. */
export const logIn = async (
  page: Page,
  { remember = false, username = 'admin', password = PASSWORD } = {},
): Promise<void> => {
  const admin = page.getByTestId('admin-screen')
  await admin.getByRole('textbox', { name: /^(Användarnamn|Username)$/ }).fill(username)
  await admin.getByLabel(/^(Lösenord|Password)$/).fill(password)
  if (remember) await admin.getByTestId('remember-me').check()
  await admin.getByRole('button', { name: /^(Logga in|Log in)$/ }).click()
  await expect(page.getByTestId('nav-dashboard')).toBeAttached()
}

/** Goes to an area by the navigation (on a phone, through the collapsed menu first). */
export const goToArea = async (page: Page, area: string): Promise<void> => {
  const link = page.getByTestId(`nav-${area}`)
  const menu = page.getByRole('button', { name: /^(Meny|Menu)$/ })
  // A remembered session is checked first after a reload: wait for the frame before choosing the way in.
  await expect(link.or(menu).filter({ visible: true }).first()).toBeVisible()
  if (!(await link.isVisible())) await menu.click()
  await link.click()
  await expect(page.locator(`[data-area="${area}"]`)).toBeVisible()
  await expect(page.getByTestId('area-heading')).toBeFocused()
}

/** Shows the account's actions (who is signed in, password, logout): on a phone they sit in the menu. */
export const openAccount = async (page: Page): Promise<void> => {
  await expect(page.getByTestId('nav-dashboard')).toBeAttached()
  const menu = page.getByRole('button', { name: /^(Meny|Menu)$/ })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click()
}

/** Admin mode opened on a page and logged in (remember me off); answers the admin's screen. */
export const openSignedInAdmin = async (page: Page, path = '/'): Promise<Locator> => {
  await openAdmin(page, path)
  await expect(page.getByTestId('remember-me')).not.toBeChecked()
  await logIn(page)
  return page.getByTestId('admin-screen')
}

/** Goes to an area and checks its heading's text. */
export const openArea = async (admin: Locator, area: string, heading: string): Promise<void> => {
  await goToArea(admin.page(), area)
  await expect(admin.getByTestId('area-heading')).toHaveText(heading)
}

/** Back to the public page (admin mode would otherwise reopen on the next load in this tab). */
export const leaveAdmin = async (admin: Locator): Promise<void> => {
  await admin.getByTestId('admin-back').click()
  await expect(admin).toHaveCount(0)
}
