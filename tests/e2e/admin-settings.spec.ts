import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, leaveAdmin, openArea, openSignedInAdmin as openAdmin, test } from './admin-support'
import { hydrated, staffHeaders, unique } from './support'

type Entry = { key: string; value_sv: string; value_en: string }

const rootColour = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name)

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('salong.theme'))

test('the subtitle changed in Swedish and English shows on the page on the way back, and on / and /en at their next load', async ({
  page,
  request,
}) => {
  const headers = await staffHeaders(request)
  const before = ((await (await request.get('/api/settings')).json()).data as Entry[]).find(
    (entry) => entry.key === 'site_subtitle',
  )!
  const swedish = unique('Stillhet och lyx mitt i stan')
  const english = unique('Calm and luxury in the city')
  try {
    const admin = await openAdmin(page)
    await openArea(admin, 'settings', 'Inställningar')
    const form = admin.getByTestId('settings-form')
    // Every key is there, each language beside the other.
    await expect(form.getByRole('group')).toHaveCount(11)
    await expect(form.getByLabel('Underrubrik på svenska')).toHaveValue(before.value_sv)
    await expect(form.getByLabel('Underrubrik på engelska')).toHaveValue(before.value_en)
    await form.getByLabel('Underrubrik på svenska').fill(swedish)
    await form.getByLabel('Underrubrik på engelska').fill(english)
    await form.getByRole('button', { name: 'Spara' }).click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Inställningarna är sparade.' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Spara' })).toBeDisabled()

    // Back on the page, without a reload: it shows what was just saved.
    await leaveAdmin(admin)
    await expect(page.locator('.hero__subtitle')).toHaveText(swedish)
    await page.goto('/')
    await hydrated(page)
    await expect(page.locator('.hero__subtitle')).toHaveText(swedish)
    await page.goto('/en')
    await hydrated(page)
    await expect(page.locator('.hero__subtitle')).toHaveText(english)
  } finally {
    await request.put('/api/settings', { headers, data: { settings: [before] } })
  }
})

test("a theme colour previews as it is picked, is stored under the page's key, colours the page, and resets", async ({
  page,
}) => {
  const admin = await openAdmin(page)
  await openArea(admin, 'settings', 'Inställningar')
  const editor = admin.getByTestId('theme-editor')
  const preview = editor.getByTestId('theme-preview')
  await expect(editor.locator('input[type="color"]')).toHaveCount(7)

  await editor.getByLabel('Knappar', { exact: true }).fill('#1d4e89')
  await expect
    .poll(() => preview.evaluate((node) => getComputedStyle(node).getPropertyValue('--color-button').trim()))
    .toBe('#1d4e89')
  await expect(preview.locator('.admin-theme-preview__button').first()).toHaveCSS(
    'background-color',
    'rgb(29, 78, 137)',
  )
  // Nothing is stored until saved.
  expect(await storedTheme(page)).toBeNull()
  await editor.getByRole('button', { name: 'Spara färgerna' }).click()
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Färgerna är sparade i den här webbläsaren.' }),
  ).toBeVisible()
  expect(JSON.parse((await storedTheme(page)) ?? '{}')).toMatchObject({ button: '#1d4e89', primary: '#b08d57' })

  // The public page applies it on its next load (merged over the defaults by its own rule).
  await leaveAdmin(admin)
  await page.reload()
  await hydrated(page)
  await expect.poll(() => rootColour(page, '--color-button')).toBe('#1d4e89')
  expect(await rootColour(page, '--color-primary')).toBe('#b08d57')

  // Admin mode again: the tab's session is still there, so no login.
  await page.keyboard.press('Control+Alt+A')
  await expect(admin.getByTestId('nav-dashboard')).toBeAttached()
  await openArea(admin, 'settings', 'Inställningar')
  await expect(editor.getByLabel('Knappar', { exact: true })).toHaveValue('#1d4e89')
  await editor.getByRole('button', { name: 'Återställ standardfärgerna' }).click()
  await page.getByRole('alertdialog').getByTestId('confirm').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Standardfärgerna är återställda.' })).toBeVisible()
  expect(await storedTheme(page)).toBeNull()
  expect(await rootColour(page, '--color-button')).toBe('#8c6a2f')
  await expect(editor.getByLabel('Knappar', { exact: true })).toHaveValue('#8c6a2f')
})

test('typed settings stay in the form when saving fails, and leaving asks first', async ({ page }) => {
  const admin = await openAdmin(page)
  await openArea(admin, 'settings', 'Inställningar')
  const form = admin.getByTestId('settings-form')
  const typed = unique('Ett nytt namn')
  await form.getByLabel('Salongens namn på svenska').fill(typed)
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 500,
          json: { success: false, error: 'Something went wrong on the server. Please try again.' },
        })
      : route.continue(),
  )
  await form.getByRole('button', { name: 'Spara' }).click()
  await expect(form.getByRole('alert')).toHaveText('Något gick fel på servern. Försök igen.')
  await expect(form.getByLabel('Salongens namn på svenska')).toHaveValue(typed)
  await page.unroute('**/api/settings')
  const menu = admin.getByRole('button', { name: 'Meny' })
  if (await menu.isVisible()) await menu.click()
  await admin.getByTestId('nav-gallery').click()
  const ask = page.getByRole('alertdialog', { name: 'Osparade ändringar' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Stanna kvar' }).click()
  await expect(form.getByLabel('Salongens namn på svenska')).toHaveValue(typed)
})

test('axe finds nothing in the settings area, in Swedish and in English', async ({ page }) => {
  const admin = await openAdmin(page)
  await openArea(admin, 'settings', 'Inställningar')
  for (const language of ['sv', 'en'] as const) {
    if (language === 'en') {
      await admin.getByTestId('admin-language').click()
      await expect(page).toHaveURL(/\/en$/)
      await expect(admin.getByTestId('area-heading')).toHaveText('Settings')
    }
    await expect(admin.getByTestId('settings-form')).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  }
})
