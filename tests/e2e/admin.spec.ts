import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, goToArea, logIn, openAccount, openAdmin, test } from './admin-support'
import { BOOKING_BASE, hydrated, PASSWORD, staffHeaders, unique } from './support'
import { salonDayIn as day } from '../../src/lib/salonDay'

/** A service of the test's own (through the contract), so no seeded content other tests rely on changes. */
const createService = async (request: APIRequestContext, name: string, price = 999) => {
  const response = await request.post('/api/services', {
    headers: await staffHeaders(request),
    data: { name, category: 'spa', price, duration: 60, booking_link: `${BOOKING_BASE}${name}` },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).data as { id: string | number; name: string }
}

/** Names of what these tests create; removed after each test so the seeded page other tests count stays as it was. */
const TEST_NAMES = /^(Halvskriven|Guldmanikyr|Bunden|Pristest [AB]|Kampanjbehandling)-/

test.afterEach(async ({ request }) => {
  const headers = await staffHeaders(request)
  const services = (await (await request.get('/api/services?active=false', { headers })).json()).data as {
    id: string
    name: string
  }[]
  const ours = new Set(services.filter((service) => TEST_NAMES.test(service.name)).map((service) => String(service.id)))
  if (ours.size === 0) return
  const discounts = (await (await request.get('/api/discounts', { headers })).json()).data as {
    id: string
    service_id: string
  }[]
  for (const discount of discounts.filter((item) => ours.has(String(item.service_id))))
    await request.delete(`/api/discounts/${discount.id}`, { headers })
  for (const id of ours) expect((await request.delete(`/api/services/${id}`, { headers })).status()).toBe(200)
})

const tokenIn = (page: Page, store: 'localStorage' | 'sessionStorage') =>
  page.evaluate((name) => window[name].getItem('auth_token'), store)

test.describe('session', () => {
  // Tokens, storage and the login's checks do not depend on the screen: run once, on desktop.
  test.skip(({ isMobile }) => isMobile, 'the same on every screen size')

  test('remember me off keeps the session in this tab only, and it survives a reload', async ({ page, context }) => {
    await openAdmin(page)
    await logIn(page, { remember: false })
    expect(await tokenIn(page, 'sessionStorage')).toMatch(/.{20,}/)
    expect(await tokenIn(page, 'localStorage')).toBeNull()

    await page.reload()
    await expect(page.getByTestId('nav-dashboard')).toBeAttached()
    await openAccount(page)
    await expect(page.getByText('Inloggad som Admin').filter({ visible: true })).toBeVisible()

    const otherTab = await context.newPage()
    await openAdmin(otherTab)
    await expect(otherTab.getByRole('textbox', { name: 'Användarnamn' })).toBeVisible()
    await otherTab.close()
  })

  test('remember me on keeps the token in local storage; an older client’s admin_token is honoured', async ({
    page,
    request,
  }) => {
    await openAdmin(page)
    await logIn(page, { remember: true })
    expect(await tokenIn(page, 'localStorage')).toMatch(/.{20,}/)
    await openAccount(page)
    await page.getByRole('button', { name: 'Logga ut' }).click()
    expect(await tokenIn(page, 'localStorage')).toBeNull()

    const login = await request.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD } })
    const { token } = (await login.json()).data
    await page.evaluate((value) => window.localStorage.setItem('admin_token', value), token)
    await page.reload()
    await openAccount(page)
    await expect(page.getByText('Inloggad som Admin').filter({ visible: true })).toBeVisible()
  })

  test('a stored token is checked with profile, then verify, then validate; if all fail the login shows', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD } })
    const { token } = (await login.json()).data
    await page.goto('/')
    await page.evaluate((value) => window.localStorage.setItem('auth_token', value), token)

    // The session check's calls, in order (the account view then reads the member's second factor and passkeys).
    const SESSION_CHECKS = ['/api/auth/profile', '/api/auth/verify', '/api/auth/validate']
    const asked: string[] = []
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname
      if (SESSION_CHECKS.includes(path)) asked.push(path)
    })
    await page.route('**/api/auth/profile', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'down' } }),
    )
    await openAdmin(page)
    await openAccount(page)
    await expect(page.getByText('Inloggad som Admin').filter({ visible: true })).toBeVisible()
    expect(asked).toEqual(['/api/auth/profile', '/api/auth/verify'])

    // None answers: the token is dropped, the failure logged, the login shown.
    await page.route('**/api/auth/verify', (route) =>
      route.fulfill({ status: 500, json: { success: false, error: 'down' } }),
    )
    await page.route('**/api/auth/validate', (route) =>
      route.fulfill({ status: 401, json: { success: false, error: 'nope' } }),
    )
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Användarnamn' })).toBeVisible()
    expect(logged).toContain('All token validation endpoints failed')
    expect(await tokenIn(page, 'localStorage')).toBeNull()
  })

  test('an expired session mid-edit returns to the login; afterwards the form still holds what was typed', async ({
    page,
    request,
  }) => {
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'services')
    await page.getByRole('button', { name: 'Ny behandling' }).click()
    const name = unique('Halvskriven')
    await page.getByLabel('Namn (svenska)').fill(name)
    await page.getByLabel('Beskrivning (svenska)').fill('Texten som inte får försvinna.')
    await page.getByLabel('Pris (SEK)').fill('700')

    // The session ends behind the admin's back (as after 8 hours, or a logout elsewhere).
    const token = await tokenIn(page, 'sessionStorage')
    await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } })
    await page.getByRole('button', { name: 'Spara' }).click()

    const again = page.getByRole('dialog', { name: 'Logga in igen' })
    await expect(again).toBeVisible()
    await expect(again).toContainText('Din inloggning har gått ut')
    await again.getByRole('textbox', { name: 'Användarnamn' }).fill('admin')
    await again.getByLabel('Lösenord').fill(PASSWORD)
    await again.getByRole('button', { name: 'Logga in', exact: true }).click()
    await expect(again).toHaveCount(0)

    await expect(page.getByLabel('Namn (svenska)')).toHaveValue(name)
    await expect(page.getByLabel('Beskrivning (svenska)')).toHaveValue('Texten som inte får försvinna.')
    await page.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('service-row').filter({ hasText: name })).toBeVisible()
  })

  test('staff change their password with the contract’s rules, and log in with the new one', async ({
    page,
    request,
  }) => {
    const username = unique('personal').toLowerCase()
    const created = await request.post('/api/users', {
      headers: await staffHeaders(request),
      data: { username, name: 'Test Personal', password: 'Forsta-losen-1' },
    })
    expect(created.status()).toBe(201)
    await openAdmin(page)
    await logIn(page, { username, password: 'Forsta-losen-1' })
    await openAccount(page)
    await page.getByRole('button', { name: 'Byt lösenord' }).click()
    const dialog = page.getByRole('dialog', { name: 'Byt lösenord' })
    await dialog.getByLabel('Nuvarande lösenord').fill('Forsta-losen-1')
    await dialog.getByLabel('Nytt lösenord').fill('kort')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await expect(dialog.getByText('Det nya lösenordet måste vara minst 10 tecken')).toBeVisible()
    await dialog.getByLabel('Nytt lösenord').fill('Andra-losen-22')
    await dialog.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('toast')).toContainText('Lösenordet är bytt.')
    await openAccount(page)
    await page.getByRole('button', { name: 'Logga ut' }).click()
    await logIn(page, { username, password: 'Andra-losen-22' })
    await openAccount(page)
    await expect(page.getByText('Inloggad som Test Personal').filter({ visible: true })).toBeVisible()
  })
})

test.describe('frame', () => {
  test('the language follows the page’s toggle, and the way back restores the scroll position', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.locator('#prices').scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(500)
    await page.keyboard.press('Control+Alt+KeyA')
    await logIn(page)
    await goToArea(page, 'prices')

    await page.getByTestId('admin-language').click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.getByRole('heading', { name: 'Prices', level: 2 })).toBeVisible()
    await openAccount(page)
    await expect(page.getByText('Signed in as Admin').filter({ visible: true })).toBeVisible()

    await page.getByTestId('admin-back').click()
    await expect(page.getByTestId('admin-screen')).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80)
  })

  test('on a phone the navigation collapses behind a menu button', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'a phone layout')
    await openAdmin(page)
    await logIn(page)
    await expect(page.getByTestId('nav-services')).toBeHidden()
    const menu = page.getByRole('button', { name: 'Meny' })
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.getByTestId('nav-services').click()
    await expect(page.getByTestId('area-heading')).toHaveText('Behandlingar')
    await expect(page.getByTestId('nav-services')).toBeHidden()
  })

  test('the dashboard counts what the contract reports and leads to each area', async ({ page, request }) => {
    const headers = await staffHeaders(request)
    const services = (await (await request.get('/api/services?active=false', { headers })).json()).data.length
    const gallery = (await (await request.get('/api/gallery', { headers })).json()).data.filter(
      (item: { type: string }) => item.type === 'image',
    ).length
    await openAdmin(page)
    await logIn(page)
    await expect(page.getByTestId('count-services')).toHaveText(String(services))
    await expect(page.getByTestId('count-gallery')).toHaveText(String(gallery))
    await expect(page.getByTestId('count-messages')).toHaveText(/^\d+$/)
    await expect(page.getByTestId('count-subscribers')).toHaveText(/^\d+$/)
    await page
      .getByRole('list', { name: 'Nyckeltal' })
      .getByRole('button', { name: /Behandlingar$/ })
      .click()
    await expect(page.getByTestId('area-heading')).toHaveText('Behandlingar')
  })
})

test.describe('content areas', () => {
  test('a new service with an uploaded picture shows on the page; hidden, it disappears', async ({ page, context }) => {
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'services')
    await page.getByRole('button', { name: 'Ny behandling' }).click()
    const name = unique('Guldmanikyr')
    await page.getByLabel('Namn (svenska)').fill(name)
    await page.getByLabel('Namn (engelska)').fill(`${name} in English`)
    await page.getByLabel('Beskrivning (svenska)').fill('Manikyr med bladguld och champagne.')
    await page.getByLabel('Kategori').selectOption('nails')
    await page.getByLabel('Pris (SEK)').fill('650')
    await page.getByLabel('Längd (minuter)').fill('50')
    await page.getByLabel('Bokningslänk').fill(`${BOOKING_BASE}guld`)
    await page.getByLabel('Eller ladda upp en ny bild').setInputFiles('src/seed/media/nails.jpg')
    const preview = page.getByTestId('service-image-preview')
    await expect(preview).toHaveAttribute('src', /^\/api\/media\/file\//)
    const picture = await preview.getAttribute('src')
    await page.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('toast')).toContainText('Sparat.')
    const row = page.getByTestId('service-row').filter({ hasText: name })
    await expect(row).toBeVisible()

    const visitor = await context.newPage()
    await visitor.goto('/')
    const card = visitor.getByTestId('service-card').filter({ hasText: name })
    await expect(card).toBeVisible()
    await expect(card.locator('img')).toHaveAttribute('src', picture!)
    await expect(card).toContainText('från 650 SEK')
    await visitor.goto('/en')
    await expect(visitor.getByTestId('service-card').filter({ hasText: `${name} in English` })).toBeVisible()

    await row.getByRole('button', { name: `Dölj: ${name}` }).click()
    await expect(row.getByText('Dold')).toBeVisible()
    await visitor.goto('/')
    await expect(visitor.getByTestId('service-card').first()).toBeVisible()
    await expect(visitor.getByTestId('service-card').filter({ hasText: name })).toHaveCount(0)
  })

  test('a new service whose English text fails to save is not created twice when saved again', async ({
    page,
    request,
  }) => {
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'services')
    await page.getByRole('button', { name: 'Ny behandling' }).click()
    const name = unique('Halvskriven')
    await page.getByLabel('Namn (svenska)').fill(name)
    await page.getByLabel('Namn (engelska)').fill(`${name} EN`)
    await page.getByLabel('Pris (SEK)').fill('640')
    // The service is created, then the English text's PUT fails once.
    let failOnce = true
    await page.route('**/api/services/*', async (route) => {
      if (route.request().method() === 'PUT' && failOnce) {
        failOnce = false
        return route.fulfill({
          status: 500,
          json: { success: false, error: 'Something went wrong on the server. Please try again.' },
        })
      }
      return route.continue()
    })
    await page.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('service-form').getByRole('alert')).toHaveText(
      'Något gick fel på servern. Försök igen.',
    )
    await expect(page.getByLabel('Namn (engelska)')).toHaveValue(`${name} EN`)
    await page.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('service-row').filter({ hasText: name })).toHaveCount(1)

    const all = (
      await (await request.get('/api/services?active=false&lang=en', { headers: await staffHeaders(request) })).json()
    ).data as { name: string }[]
    expect(all.filter((service) => service.name.startsWith(name))).toEqual([
      expect.objectContaining({ name: `${name} EN` }),
    ])
  })

  test('a service with promotions cannot be deleted: the contract’s 409 text is shown', async ({ page, request }) => {
    const service = await createService(request, unique('Bunden'))
    const headers = await staffHeaders(request)
    await request.post('/api/discounts', {
      headers,
      data: {
        service_id: service.id,
        title_sv: unique('Bindande'),
        discount_percent: 10,
        start_date: day(0),
        end_date: day(3),
      },
    })
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'services')
    const row = page.getByTestId('service-row').filter({ hasText: service.name })
    await row.getByRole('button', { name: `Ta bort: ${service.name}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Ta bort' }).click()
    await expect(row.getByRole('alert')).toHaveText(
      'Behandlingen har kampanjer. Ta bort kampanjerna först, eller dölj behandlingen i stället.',
    )
  })

  test('two prices changed in the table are marked, saved together and shown on the page', async ({
    page,
    request,
    context,
  }) => {
    const first = await createService(request, unique('Pristest A'), 500)
    const second = await createService(request, unique('Pristest B'), 800)
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'prices')
    await page.getByLabel(`Pris för ${first.name}`).fill('1250')
    await page.getByLabel(`Pris för ${second.name}`).fill('875')
    const firstRow = page.getByTestId('price-row').filter({ hasText: first.name })
    await expect(firstRow).toHaveAttribute('data-changed', 'true')
    await expect(firstRow.getByTestId('price-preview')).toHaveText('från 1 250 SEK')
    await expect(page.getByText('2 ändrade rader')).toBeVisible()

    // Leaving with unsaved changes asks first.
    const dashboardLink = page.getByTestId('nav-dashboard')
    if (!(await dashboardLink.isVisible())) await page.getByRole('button', { name: 'Meny' }).click()
    await dashboardLink.click()
    const ask = page.getByRole('alertdialog', { name: 'Osparade ändringar' })
    await expect(ask).toBeVisible()
    await ask.getByRole('button', { name: 'Stanna kvar' }).click()
    await expect(page.getByTestId('area-heading')).toHaveText('Priser')
    await expect(firstRow).toHaveAttribute('data-changed', 'true')

    await page.getByRole('button', { name: 'Spara ändringarna' }).click()
    await expect(page.getByTestId('toast')).toContainText('Priserna är sparade.')
    await expect(firstRow).toHaveAttribute('data-changed', 'false')

    const visitor = await context.newPage()
    await visitor.goto('/')
    await expect(visitor.getByTestId('service-card').filter({ hasText: first.name })).toContainText('från 1 250 SEK')
    await expect(visitor.getByTestId('service-card').filter({ hasText: second.name })).toContainText('från 875 SEK')
  })

  test('a promotion starting next week previews and shows as upcoming; moved to today it runs at the rounded price', async ({
    page,
    request,
    context,
  }) => {
    const service = await createService(request, unique('Kampanjbehandling'), 999)
    const title = unique('Höstglöd')
    await openAdmin(page)
    await logIn(page)
    await goToArea(page, 'promotions')
    await page.getByRole('button', { name: 'Ny kampanj' }).click()
    await page.getByLabel('Behandling').selectOption({ label: service.name })
    await page.getByLabel('Rubrik (svenska)').fill(title)
    await page.getByLabel('Rubrik (engelska)').fill(`${title} EN`)
    await page.getByLabel('Rabatt (%)').fill('33')
    await page.getByLabel('Startdatum').fill(day(7))
    await page.getByLabel('Slutdatum').fill(day(14))
    await page.getByLabel('Bokningslänk').fill(`${BOOKING_BASE}host`)
    const preview = page.getByTestId('promotion-preview')
    await expect(preview).toHaveAttribute('data-state', 'upcoming')
    await expect(preview.getByText('KOMMANDE', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Spara' }).click()
    await expect(
      page.getByTestId('promotions-upcoming').getByTestId('promotion-row').filter({ hasText: title }),
    ).toBeVisible()

    const visitor = await context.newPage()
    await visitor.goto('/')
    const card = visitor.getByTestId('discount-card').filter({ hasText: title })
    await expect(card).toHaveAttribute('data-state', 'upcoming')

    await page.getByRole('button', { name: `Redigera: ${title}` }).click()
    await page.getByLabel('Startdatum').fill(day(0))
    await expect(preview).toHaveAttribute('data-state', 'running')
    await expect(preview.getByTestId('discounted-price')).toHaveText(/^669\s?SEK$/)
    await page.getByRole('button', { name: 'Spara' }).click()
    await expect(
      page.getByTestId('promotions-running').getByTestId('promotion-row').filter({ hasText: title }),
    ).toBeVisible()

    await visitor.reload()
    await expect(card).toHaveAttribute('data-state', 'running')
    await expect(card.getByTestId('discounted-price')).toHaveText(/^669\s?SEK$/)
  })
})

for (const path of ['/', '/en']) {
  test(`axe finds nothing in the admin's login and areas on ${path}`, async ({ page }) => {
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(
        results.violations.map(
          (violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([])
    }
    await openAdmin(page, path)
    await check('login')
    await logIn(page)
    for (const area of ['dashboard', 'services', 'prices', 'promotions', 'gallery', 'settings']) {
      await goToArea(page, area)
      await expect(page.getByTestId('loading')).toHaveCount(0)
      await check(area)
    }
    await goToArea(page, 'services')
    await page.getByRole('button', { name: /^(Ny behandling|New treatment)$/ }).click()
    await check('service form')
    await goToArea(page, 'promotions')
    await page.getByRole('button', { name: /^(Ny kampanj|New promotion)$/ }).click()
    await check('promotion form')
  })
}
