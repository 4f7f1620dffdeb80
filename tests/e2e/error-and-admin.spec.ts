import type { Route } from '@playwright/test'

import { openAccount } from './admin-support'
import { expect, hydrated, PASSWORD, test } from './support'

/**
 * The rendering-error fallback, triggered without any test-only code in the product: we do what browser
 * translation tools and extensions do to real visitors — change the DOM behind React's back. Here a gallery
 * picture is taken out of the page; when the visitor then filters the gallery, React's commit fails
 * ("The node to be removed is not a child of this node"), which is exactly the rendering error that
 * the error boundary is there for.
 */
test('a rendering error shows the fallback, and "Försök igen" brings the page back', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await hydrated(page)
  const gallery = page.getByTestId('gallery-grid').locator('li')
  const all = await gallery.count()
  expect(all).toBeGreaterThan(2)
  await page.evaluate(() => document.querySelector('[data-testid="gallery-grid"] li[data-category="facial"]')!.remove())
  await page.getByRole('group', { name: 'Filtrera galleriet' }).getByRole('button', { name: 'Naglar' }).click()

  const fallback = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Något gick fel' }) })
  await expect(fallback).toBeVisible()
  await expect(fallback.getByText('Ett fel uppstod. Försök igen.')).toBeVisible()
  await expect(page.locator('#services')).toHaveCount(0)

  await fallback.getByRole('button', { name: 'Försök igen' }).click()
  await expect(fallback).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salong Lumière')
  await expect(page.getByTestId('service-card')).toHaveCount(11)
  // The page is whole again: the gallery shows every picture and filters normally.
  await expect(gallery).toHaveCount(all)
  await page.getByRole('group', { name: 'Filtrera galleriet' }).getByRole('button', { name: 'Naglar' }).click()
  await expect(gallery).toHaveCount(2)
})

test('ResizeObserver loop errors never bring up the fallback, and are kept from other listeners', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const reached = await page.evaluate(async () => {
    const seen: string[] = []
    window.addEventListener('error', (event) => seen.push(event.message))
    // A real "ResizeObserver loop completed with undelivered notifications" from the browser.
    const box = document.createElement('div')
    box.style.width = '10px'
    document.body.append(box)
    const observer = new ResizeObserver(() => {
      box.style.width = `${box.offsetWidth + 1}px`
    })
    observer.observe(box)
    await new Promise((resolve) => setTimeout(resolve, 300))
    observer.disconnect()
    box.remove()
    // And one as a page would see it from a library.
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }))
    return seen
  })
  expect(reached).toEqual([])
  await expect(page.getByRole('heading', { name: 'Något gick fel' })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('Ctrl+Alt+A shows the "Laddar..." spinner, then the admin login; back returns to the page', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // Hold back the lazily loaded admin code until the spinner has been seen.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released
    await route.continue()
  })
  await page.keyboard.press('Control+Alt+KeyA')
  const spinner = page.getByTestId('admin-loading')
  await expect(spinner).toBeVisible()
  await expect(spinner).toHaveText('Laddar...')
  await expect(spinner).toHaveAttribute('role', 'status')
  release()
  const admin = page.getByTestId('admin-screen')
  await expect(admin).toBeVisible()
  await expect(spinner).toHaveCount(0)
  await expect(admin.getByLabel('Användarnamn')).toBeVisible()
  await expect(admin.getByLabel('Lösenord')).toBeVisible()
  await expect(page.locator('#services')).toHaveCount(0)

  await admin.getByRole('button', { name: 'Tillbaka till webbplatsen' }).click()
  await expect(admin).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salong Lumière')
  await expect(page.getByTestId('service-card')).toHaveCount(11)

  // The shortcut toggles: in, and out again.
  await page.keyboard.press('Control+Alt+KeyA')
  await expect(admin).toBeVisible()
  await page.keyboard.press('Control+Alt+KeyA')
  await expect(admin).toHaveCount(0)
  await expect(page.locator('#services')).toBeAttached()
})

test('the footer Admin button opens admin mode, where staff log in with their username', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('footer-admin').scrollIntoViewIfNeeded()
  await page.getByRole('button', { name: 'Admin', exact: true }).click()
  const admin = page.getByTestId('admin-screen')
  await expect(admin).toBeVisible()

  // A wrong password is refused with the server's message, in the admin's language.
  await admin.getByLabel('Användarnamn').fill('admin')
  await admin.getByLabel('Lösenord').fill('not-the-password')
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(admin.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.')

  await admin.getByLabel('Lösenord').fill(PASSWORD)
  await admin.getByLabel('Kom ihåg mig på den här enheten').check()
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  await openAccount(page)
  await expect(admin.getByText('Inloggad som Admin').filter({ visible: true })).toBeVisible()
  await expect(admin.getByRole('link', { name: 'Öppna innehållspanelen' })).toHaveAttribute('href', '/admin')
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/.{20,}/)

  await admin.getByRole('button', { name: 'Tillbaka till webbplatsen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salong Lumière')
  // Coming back, the stored session is recognised; logging out forgets it.
  await page.keyboard.press('Control+Alt+KeyA')
  await openAccount(page)
  await expect(admin.getByText('Inloggad som Admin').filter({ visible: true })).toBeVisible()
  await admin.getByRole('button', { name: 'Logga ut' }).click()
  await expect(admin.getByRole('button', { name: 'Logga in', exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
})

test('when the admin code does not arrive within 120 s, admin mode says so and offers the way back', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  await hydrated(page)
  // The admin chunk does not answer (held until the end of the test).
  const held: Route[] = []
  await page.route('**/_next/static/chunks/**', (route) => void held.push(route))
  await page.keyboard.press('Control+Alt+KeyA')
  await expect(page.getByTestId('admin-loading')).toHaveText('Laddar...')
  await page.clock.runFor(119_000)
  await expect(page.getByTestId('admin-loading')).toBeVisible()
  await page.clock.runFor(2_000)
  const failed = page.getByRole('alert').filter({ hasText: 'Administrationen kunde inte laddas' })
  await expect(failed).toBeVisible()
  await failed.getByRole('button', { name: 'Tillbaka till webbplatsen' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salong Lumière')

  // The code arrives late after all: entering admin mode again no longer fails, it shows the login.
  for (const route of held) await route.continue()
  await page.unrouteAll()
  await page.keyboard.press('Control+Alt+KeyA')
  await expect(page.getByLabel('Användarnamn')).toBeVisible()
})
