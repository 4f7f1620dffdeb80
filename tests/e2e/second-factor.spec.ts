import AxeBuilder from '@axe-core/playwright'
import { Secret, TOTP } from 'otpauth'

import { expect, openAdmin, openArea, test } from './admin-support'
import { payloadOwnedViolations } from './payloadAxe'
import { test as panelTest, staffHeaders, transitionsDone, unique } from './support'

/**
 * Two-step verification (issue 48) as a staff member meets it: set up in the in-page admin's settings (the QR code
 * and the key, the recovery codes shown once), then asked for at the login of both admins. A member of their own,
 * so the suite's `admin` keeps signing in with the password alone.
 */

const PASSWORD = 'Totp-Member-Password-1'
/** The code an authenticator app shows `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

const axeFindings = async (page: import('@playwright/test').Page) => {
  await transitionsDone(page)
  return (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test('a member sets it up in the in-page admin and then signs in there with a code', async ({ page, request }) => {
  const username = unique('totp')
  const created = await request.post('/api/users', {
    headers: await staffHeaders(request),
    data: { username, name: 'Tove', password: PASSWORD },
  })
  expect(created.status()).toBe(201)

  // Enrolment, in the settings area.
  await openAdmin(page)
  const admin = page.getByTestId('admin-screen')
  await admin.getByRole('textbox', { name: 'Användarnamn' }).fill(username)
  await admin.getByLabel('Lösenord', { exact: true }).fill(PASSWORD)
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(page.getByTestId('nav-dashboard')).toBeAttached()
  await openArea(admin, 'settings', 'Inställningar')
  const section = admin.getByTestId('second-factor')
  await expect(section.getByTestId('second-factor-state')).toHaveText('Av. Lösenordet räcker för att logga in.')
  await section.getByTestId('second-factor-set-up').click()
  const qr = section.getByRole('img', { name: 'QR-kod för autentiseringsappen' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
  const secret = (await section.getByTestId('second-factor-secret').textContent()) ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  expect(await axeFindings(page)).toEqual([])
  await section.getByLabel('Kod från appen').fill(codeOf(secret))
  await section.getByTestId('second-factor-enable').click()
  const codes = section.getByTestId('recovery-codes').getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allTextContents()
  expect(await axeFindings(page)).toEqual([])
  await section.getByTestId('recovery-codes-saved').click()
  // Shown once: gone, and the state says on.
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0)
  await expect(section.getByText(recoveryCodes[0])).toHaveCount(0)
  await expect(section.getByTestId('second-factor-state')).toHaveText('På. Inloggningar kräver en kod från appen.')

  // The in-page admin's login asks for the code after the password.
  await page.evaluate(() => window.sessionStorage.clear())
  await page.reload()
  await openAdmin(page)
  await admin.getByRole('textbox', { name: 'Användarnamn' }).fill(username)
  await admin.getByLabel('Lösenord', { exact: true }).fill(PASSWORD)
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  const code = admin.getByTestId('login-code')
  await expect(code).toBeFocused()
  await expect(admin.getByText('Lösenordet stämmer. Ange koden från din autentiseringsapp.')).toBeVisible()
  expect(await axeFindings(page)).toEqual([])
  await code.fill('000000')
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(admin.getByRole('alert')).toHaveText('Fel användarnamn eller lösenord.')
  // The enrolment spent this step's code: the app's next one (a step of drift is allowed).
  await code.fill(codeOf(secret, 1))
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  await expect(page.getByTestId('nav-dashboard')).toBeAttached()
})

panelTest(
  "Payload's panel asks a member with a second factor for the code after the password",
  async ({ page, request }) => {
    const username = unique('totp-panel')
    const created = await request.post('/api/users', {
      headers: await staffHeaders(request),
      data: { username, name: 'Tove', password: PASSWORD },
    })
    expect(created.status()).toBe(201)
    // Set up through the contract, as the in-page admin does (the test above shows that part).
    const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } })
    const headers = { Authorization: `Bearer ${(await login.json()).data.token}` }
    const setup = await request.post('/api/auth/second-factor/setup', { headers })
    const { secret } = (await setup.json()).data as { secret: string }
    const enabled = await request.post('/api/auth/second-factor/enable', { headers, data: { code: codeOf(secret) } })
    expect(enabled.status()).toBe(200)

    await page.goto('/admin/login')
    await page.locator('#field-username').fill(username)
    await page.locator('#field-password').fill(PASSWORD)
    await page.locator('button[type="submit"]').click()
    await expect(page.locator('#field-code')).toBeFocused()
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(
      page.getByText('Lösenordet stämmer. Ange koden från din autentiseringsapp, eller en reservkod.'),
    ).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
    await page.locator('#field-code').fill('000000')
    await page.locator('button[type="submit"]').click()
    await expect(page.locator('[data-sonner-toast]').first()).toContainText(/incorrect|felaktig/i)
    await expect(page).toHaveURL(/\/admin\/login/)
    // The enrolment spent this step's code: the app's next one.
    await page.locator('#field-code').fill(codeOf(secret, 1))
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await expect(page.getByRole('img', { name: 'Salong Lumière' })).toBeVisible()
  },
)

panelTest(
  "the panel's account view sets it up (QR code and key, the recovery codes once) and turns it off",
  async ({ page, request }, testInfo) => {
    const admin = await staffHeaders(request)
    const username = unique('totp-account')
    const created = await request.post('/api/users', {
      headers: admin,
      data: { username, name: 'Tove', password: PASSWORD },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()).doc as { id: number | string }
    /** Axe on the account view: nothing of ours; Payload's own findings are attached (tests/e2e/payloadAxe.ts). */
    const ourAxeFindings = async (name: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      const { ours, payloads } = payloadOwnedViolations(results.violations)
      await testInfo.attach(`payload-owned-violations-${name}.json`, {
        body: JSON.stringify(payloads, null, 2),
        contentType: 'application/json',
      })
      return ours
    }
    try {
      await page.goto('/admin/login')
      await page.locator('#field-username').fill(username)
      await page.locator('#field-password').fill(PASSWORD)
      await page.locator('button[type="submit"]').click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await page.goto('/admin/account')
      const section = page.getByTestId('panel-second-factor')
      await expect(section.getByTestId('panel-second-factor-state')).toHaveText(
        'Av. Lösenordet räcker för att logga in.',
      )
      await section.getByRole('button', { name: 'Slå på tvåstegsverifiering' }).click()
      const qr = section.getByRole('img', { name: 'QR-kod för autentiseringsappen' })
      await expect(qr).toBeVisible()
      expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100)
      const secret = (await section.locator('.salong-second-factor__secret').textContent()) ?? ''
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(await ourAxeFindings('setup')).toEqual([])

      await section.getByLabel('Kod från appen').fill(codeOf(secret))
      await section.getByRole('button', { name: 'Slå på', exact: true }).click()
      const codes = section.getByRole('listitem')
      await expect(codes).toHaveCount(10)
      const recoveryCodes = await codes.allTextContents()
      expect(await ourAxeFindings('recovery-codes')).toEqual([])
      await section.getByRole('button', { name: 'Jag har sparat koderna' }).click()
      // Shown once: gone, and the state says on.
      await expect(section.getByText(recoveryCodes[0])).toHaveCount(0)
      await expect(section.getByTestId('panel-second-factor-state')).toHaveText(
        'På. Inloggningar kräver en kod från appen.',
      )
      await expect(section.getByText('Oanvända reservkoder: 10')).toBeVisible()
      // Now a login asks for the code.
      const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } })
      expect(login.status()).toBe(401)

      // Turned off with the password and a code (a recovery code serves).
      await section.getByRole('button', { name: 'Slå av' }).click()
      await section.getByLabel('Lösenord').fill(PASSWORD)
      await section.getByLabel('Kod från appen').fill(recoveryCodes[0])
      expect(await ourAxeFindings('turn-off')).toEqual([])
      await section.getByRole('button', { name: 'Slå av' }).click()
      await expect(section.getByTestId('panel-second-factor-state')).toHaveText(
        'Av. Lösenordet räcker för att logga in.',
      )
      const passwordOnly = await request.post('/api/auth/login', { data: { username, password: PASSWORD } })
      expect(passwordOnly.status()).toBe(200)
    } finally {
      // Leaving the account view releases Payload's lock on the document; removing the member removes the factor.
      await page.goto('/admin/logout').catch(() => undefined)
      await expect
        .poll(async () => (await request.delete(`/api/users/${id}`, { headers: admin })).status(), {
          timeout: 15_000,
        })
        .toBe(200)
    }
  },
)

test('a member the owner requires to set one up sees only its setup in the in-page admin, then works on', async ({
  page,
  request,
}) => {
  const admin = await staffHeaders(request)
  // An owner with a factor of their own requires it (the suite's `admin` keeps signing in with the password).
  const ownerName = unique('totp-owner')
  const memberName = unique('totp-required')
  const ids: (number | string)[] = []
  for (const data of [
    { username: ownerName, name: 'Ägare', password: PASSWORD, role: 'owner' },
    { username: memberName, name: 'Tove', password: PASSWORD },
  ]) {
    const created = await request.post('/api/users', { headers: admin, data })
    expect(created.status()).toBe(201)
    ids.push(((await created.json()).doc as { id: number | string }).id)
  }
  const ownerLogin = await request.post('/api/auth/login', { data: { username: ownerName, password: PASSWORD } })
  const owner = { Authorization: `Bearer ${(await ownerLogin.json()).data.token}` }
  const setup = await request.post('/api/auth/second-factor/setup', { headers: owner })
  const { secret: ownerSecret } = (await setup.json()).data as { secret: string }
  const enabled = await request.post('/api/auth/second-factor/enable', {
    headers: owner,
    data: { code: codeOf(ownerSecret) },
  })
  expect(enabled.status()).toBe(200)
  const requirement = (required: boolean) =>
    request.put('/api/auth/second-factor/requirement', { headers: owner, data: { required } })
  expect((await requirement(true)).status()).toBe(200)
  try {
    await openAdmin(page)
    const screen = page.getByTestId('admin-screen')
    await screen.getByRole('textbox', { name: 'Användarnamn' }).fill(memberName)
    await screen.getByLabel('Lösenord', { exact: true }).fill(PASSWORD)
    await screen.getByRole('button', { name: 'Logga in', exact: true }).click()
    const required = screen.getByTestId('second-factor-setup-required')
    await expect(required.getByRole('heading', { name: 'Lägg till tvåstegsverifiering' })).toBeVisible()
    // Only the setup: no navigation, no area.
    await expect(page.getByTestId('nav-dashboard')).toHaveCount(0)
    expect(await axeFindings(page)).toEqual([])

    await required.getByTestId('second-factor-set-up').click()
    await expect(required.getByRole('img', { name: 'QR-kod för autentiseringsappen' })).toBeVisible()
    const secret = (await required.getByTestId('second-factor-secret').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(await axeFindings(page)).toEqual([])
    await required.getByLabel('Kod från appen').fill(codeOf(secret))
    await required.getByTestId('second-factor-enable').click()
    await expect(required.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
    expect(await axeFindings(page)).toEqual([])
    await required.getByTestId('recovery-codes-saved').click()
    // Set up: the admin opens as usual.
    await expect(page.getByTestId('nav-dashboard')).toBeAttached()
    await expect(screen.getByTestId('second-factor-setup-required')).toHaveCount(0)
  } finally {
    // The requirement off again (the owner may always turn it off), then both members gone with their factors.
    expect((await requirement(false)).status()).toBe(200)
    for (const id of ids.reverse())
      await expect
        .poll(async () => (await request.delete(`/api/users/${id}`, { headers: admin })).status(), {
          timeout: 15_000,
        })
        .toBe(200)
  }
})
