import type { Locator, Page } from '@playwright/test'

import { expect, hydrated, PASSWORD } from './support'

/** Opens admin mode on `/` with Ctrl+Alt+A and logs in as `admin` with remember-me off (the tab's session only). */
export const openAdmin = async (page: Page, path = '/'): Promise<Locator> => {
  await page.goto(path)
  await hydrated(page)
  await page.keyboard.press('Control+Alt+A')
  const admin = page.getByTestId('admin-screen')
  await expect(admin).toBeVisible()
  await admin.getByLabel('Användarnamn', { exact: true }).fill('admin')
  await admin.getByLabel('Lösenord', { exact: true }).fill(PASSWORD)
  await expect(admin.getByTestId('remember-me')).not.toBeChecked()
  await admin.getByRole('button', { name: 'Logga in' }).click()
  await expect(admin.getByText('Inloggad som Admin')).toBeVisible()
  return admin
}

/** Goes to an area with its navigation button (behind the menu button at 375 px); the heading takes the focus. */
export const openArea = async (admin: Locator, area: string, heading: string): Promise<void> => {
  const link = admin.getByTestId(`nav-${area}`)
  // Admin mode reopened in a remembered area: it is there already, its heading focused on opening.
  if ((await link.getAttribute('aria-current')) === 'page') {
    await expect(admin.getByTestId('area-heading')).toHaveText(heading)
    return
  }
  const menu = admin.getByRole('button', { name: /^(Meny|Menu)$/ })
  if (await menu.isVisible()) await menu.click()
  await link.click()
  await expect(admin.getByTestId('area-heading')).toHaveText(heading)
  await expect(admin.getByTestId('area-heading')).toBeFocused()
}

/** Back to the public page (admin mode would otherwise reopen on the next load in this tab). */
export const leaveAdmin = async (admin: Locator): Promise<void> => {
  await admin.getByTestId('admin-back').click()
  await expect(admin).toHaveCount(0)
}
