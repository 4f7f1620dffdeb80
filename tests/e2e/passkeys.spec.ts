import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, CDPSession, Page } from '@playwright/test'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Secret, TOTP } from 'otpauth'

import { expect, openAdmin, test } from './admin-support'
import { payloadOwnedViolations } from './payloadAxe'
import { privateBuild, ready, type ServerRun, startServer } from './privateServer'
import { test as panelTest, transitionsDone } from './support'
import { freePorts } from '../support/freePorts'

/**
 * Passkeys (issue 66) as staff meet them, with Chromium's virtual authenticator (the DevTools protocol's WebAuthn
 * domain: a resident key with user verification). A server of its own, as a passkey's relying party must be a host
 * name (the suite's server is reached at 127.0.0.1, which WebAuthn refuses): SERVER_URL is http://localhost:<port>.
 */

const PASSWORD = 'Passkey-Admin-Password-1'
const MEMBER_PASSWORD = 'Passkey-Member-Password-1'
let origin: string
let build: string
let data: string
let run: ServerRun
let client: APIRequestContext
let ownerHeaders: Record<string, string>

test.beforeAll(async ({ playwright }) => {
  const [port] = await freePorts(1)
  origin = `http://localhost:${port}`
  data = fs.mkdtempSync(path.join(os.tmpdir(), 'salong-passkeys-'))
  build = privateBuild()
  run = startServer(build, {
    DATA_DIR: path.join(data, 'files'),
    DATABASE_URI: `file:${path.join(data, 'salong.db')}`,
    PAYLOAD_SECRET: 'passkeys-test-secret-0123456789abcdef',
    ADMIN_PASSWORD: PASSWORD,
    SERVER_URL: origin,
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '1000',
    PORT: String(port),
  })
  await ready(run, port)
  client = await playwright.request.newContext({ baseURL: origin })
  const login = await client.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD } })
  ownerHeaders = { Authorization: `Bearer ${(await login.json()).data.token}` }
})

test.afterAll(async () => {
  await client?.dispose()
  await run?.stop()
  for (const dir of [build, data]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** Chromium's virtual platform authenticator: resident keys, user verification, presence simulated. */
const virtualAuthenticator = async (page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/**
 * The virtual authenticator answers at once, also the login form's standing offer of passkeys in the username
 * field's suggestions (conditional mediation); without presence it waits, so the form can be looked at first.
 */
const presence = (cdp: CDPSession, authenticatorId: string, enabled: boolean) =>
  cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled })

const newMember = async (username: string) => {
  const created = await client.post('/api/users', {
    headers: ownerHeaders,
    data: { username, name: 'Pia', password: MEMBER_PASSWORD },
  })
  expect(created.status()).toBe(201)
  return (await created.json()).doc as { id: number | string }
}

const axeFindings = async (page: Page) => {
  await transitionsDone(page)
  return (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test('the in-page admin (English) adds a passkey, signs in with it alone, and removes it', async ({ page }) => {
  await newMember('pia')
  const { cdp, authenticatorId } = await virtualAuthenticator(page)
  await openAdmin(page, `${origin}/en`)
  const admin = page.getByTestId('admin-screen')
  // The username field offers passkeys among its suggestions.
  await expect(admin.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autocomplete', 'username webauthn')
  await admin.getByRole('textbox', { name: 'Username' }).fill('pia')
  await admin.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD)
  await admin.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.getByTestId('nav-settings').click()
  // The audit trail is the owner's alone.
  await expect(page.getByTestId('nav-audit')).toHaveCount(0)
  const section = admin.getByTestId('passkeys')
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible()
  await section.getByLabel('Name of the passkey').fill('Work laptop')
  await section.getByTestId('passkey-add').click()
  await expect(section.getByTestId('passkey-row')).toHaveText(/Work laptop/)
  await expect(section.getByTestId('passkey-row')).toContainText('not used yet')
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toEqual([expect.objectContaining({ isResidentCredential: true, rpId: 'localhost' })])
  expect(await axeFindings(page)).toEqual([])

  // Signed out, then in with the passkey alone: no username, no password.
  await presence(cdp, authenticatorId, false)
  await admin.getByRole('button', { name: 'Log out' }).first().click()
  await expect(admin.getByTestId('passkey-login')).toHaveText('Sign in with a passkey')
  expect(await axeFindings(page)).toEqual([])
  await presence(cdp, authenticatorId, true)
  await admin.getByTestId('passkey-login').click()
  await expect(page.getByTestId('nav-dashboard')).toBeAttached()
  await expect(admin.getByText('Signed in as Pia').first()).toBeAttached()

  // Removed with the password asked again.
  await page.getByTestId('nav-settings').click()
  await section.getByRole('button', { name: 'Remove Work laptop' }).click()
  await section.getByTestId('passkey-remove-password').fill(MEMBER_PASSWORD)
  expect(await axeFindings(page)).toEqual([])
  await section.getByTestId('passkey-remove-confirm').click()
  await expect(section.getByTestId('passkey-row')).toHaveCount(0)
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible()
})

test('a passkey made for another host is not offered here, and signs nobody in', async ({ page }) => {
  const { cdp, authenticatorId } = await virtualAuthenticator(page)
  // A resident credential of a look-alike site, for the owner's account there.
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from('look-alike-credential').toString('base64'),
      isResidentCredential: true,
      rpId: 'salong-login.example',
      privateKey: Buffer.from(
        (await import('node:crypto'))
          .generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ format: 'der', type: 'pkcs8' }),
      ).toString('base64'),
      userHandle: Buffer.from('1').toString('base64'),
      signCount: 0,
    },
  })
  await openAdmin(page, `${origin}/`)
  const admin = page.getByTestId('admin-screen')
  await admin.getByTestId('passkey-login').click()
  await expect(admin.getByRole('alert')).toHaveText('Nyckeln användes inte.')
  await expect(page.getByTestId('nav-dashboard')).toHaveCount(0)
  expect(await axeFindings(page)).toEqual([])
})

panelTest(
  'the panel (Swedish) adds a passkey in the account view, signs in with it alone, and removes it',
  async ({ page }, testInfo) => {
    const { id } = await newMember('pelle')
    const { cdp, authenticatorId } = await virtualAuthenticator(page)
    const ourAxeFindings = async (name: string) => {
      // The view as it settles: after a move inside the panel, Next sets the new title a moment after the content,
      // and a toast's colours are judged once it has faded in, not halfway.
      await expect(page).toHaveTitle(/\S/)
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      )
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
    await page.goto(`${origin}/admin/login`)
    await expect(page.locator('#field-username')).toHaveAttribute('autocomplete', 'username webauthn')
    await page.locator('#field-username').fill('pelle')
    await page.locator('#field-password').fill(MEMBER_PASSWORD)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto(`${origin}/admin/account`)
    const section = page.getByTestId('panel-passkeys')
    await expect(section.getByText('Du har inga nycklar ännu.')).toBeVisible()
    await section.getByLabel('Namn på nyckeln').fill('Min telefon')
    await section.getByRole('button', { name: 'Lägg till nyckel' }).click()
    await expect(section.getByTestId('panel-passkey')).toContainText('Min telefon')
    expect(await ourAxeFindings('added')).toEqual([])

    await presence(cdp, authenticatorId, false)
    // Payload's logout view signs out from the browser, then moves on to the login.
    await page.goto(`${origin}/admin/logout`)
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByRole('button', { name: 'Logga in med nyckel' })).toBeVisible()
    expect(await ourAxeFindings('login')).toEqual([])
    await presence(cdp, authenticatorId, true)
    await page.getByRole('button', { name: 'Logga in med nyckel' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    // The dashboard as it settles, not its loading frame.
    await expect(page.getByTestId('dashboard-counts')).toBeVisible()
    expect(await ourAxeFindings('signed-in')).toEqual([])

    await page.goto(`${origin}/admin/account`)
    await section.getByRole('button', { name: 'Ta bort Min telefon' }).click()
    await section.getByLabel('Lösenord').fill(MEMBER_PASSWORD)
    await section.getByRole('button', { name: 'Ta bort nyckeln' }).click()
    await expect(section.getByText('Du har inga nycklar ännu.')).toBeVisible()
    await page.goto(`${origin}/admin/logout`).catch(() => undefined)
    await expect
      .poll(async () => (await client.delete(`/api/users/${id}`, { headers: ownerHeaders })).status(), {
        timeout: 15_000,
      })
      .toBe(200)
  },
)

test('the owner reads the audit trail in the in-page admin, in both languages; a member sees no such area', async ({
  page,
}) => {
  await openAdmin(page, `${origin}/`)
  const admin = page.getByTestId('admin-screen')
  await admin.getByRole('textbox', { name: 'Användarnamn' }).fill('admin')
  await admin.getByLabel('Lösenord', { exact: true }).fill(PASSWORD)
  await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
  await page.getByTestId('nav-audit').click()
  await expect(admin.getByTestId('area-heading')).toHaveText('Händelselogg')
  const rows = admin.getByTestId('audit-row')
  // This very sign-in is the newest entry.
  await expect(rows.first()).toContainText('Inloggning')
  await expect(rows.first()).toContainText('admin')
  await admin.getByTestId('audit-action').selectOption('staff.created')
  await expect(rows.first()).toContainText('Personal tillagd')
  expect(await axeFindings(page)).toEqual([])

  // The same area in English: admin mode and the session stay with the tab, so the English page opens in it.
  await page.goto(`${origin}/en`)
  await page.getByTestId('nav-audit').click()
  await expect(admin.getByTestId('area-heading')).toHaveText('Audit')
  await expect(rows.first()).toContainText('Sign-in')
  expect(await axeFindings(page)).toEqual([])
})

panelTest('the panel lists the audit trail for the owner, read-only', async ({ page }, testInfo) => {
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-username').fill('admin')
  await page.locator('#field-password').fill(PASSWORD)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto(`${origin}/admin/collections/audit-log`)
  await expect(page.locator('.table')).toContainText('sign-in')
  await expect(page.getByRole('link', { name: /Skapa ny|Create new/ })).toHaveCount(0)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const { ours, payloads } = payloadOwnedViolations(results.violations)
  await testInfo.attach('payload-owned-violations-audit.json', {
    body: JSON.stringify(payloads, null, 2),
    contentType: 'application/json',
  })
  expect(ours).toEqual([])
})

// Last in the file: the owner has a second factor from here on (the tests above sign them in with a password alone).
test('a member the owner requires a second factor of sets up a passkey instead of codes (Swedish)', async ({
  page,
}) => {
  const { id } = await newMember('stina')
  await virtualAuthenticator(page)
  // The owner needs a factor of their own before requiring one of all staff.
  const setup = await client.post('/api/auth/second-factor/setup', { headers: ownerHeaders })
  const { secret } = (await setup.json()).data as { secret: string }
  const code = TOTP.generate({ secret: Secret.fromBase32(secret) })
  expect(
    (await client.post('/api/auth/second-factor/enable', { headers: ownerHeaders, data: { code } })).status(),
  ).toBe(200)
  const requirement = (required: boolean) =>
    client.put('/api/auth/second-factor/requirement', { headers: ownerHeaders, data: { required } })
  expect((await requirement(true)).status()).toBe(200)
  try {
    await openAdmin(page, `${origin}/`)
    const admin = page.getByTestId('admin-screen')
    await admin.getByRole('textbox', { name: 'Användarnamn' }).fill('stina')
    await admin.getByLabel('Lösenord', { exact: true }).fill(MEMBER_PASSWORD)
    await admin.getByRole('button', { name: 'Logga in', exact: true }).click()
    const required = admin.getByTestId('second-factor-setup-required')
    await expect(required.getByRole('heading', { name: 'Lägg till tvåstegsverifiering' })).toBeVisible()
    const section = required.getByTestId('passkeys')
    await expect(section.getByText('Du har inga nycklar ännu.')).toBeVisible()
    expect(await axeFindings(page)).toEqual([])
    await section.getByLabel('Namn på nyckeln').fill('Stinas dator')
    await section.getByTestId('passkey-add').click()
    // A passkey is a second factor: the admin opens.
    await expect(page.getByTestId('nav-dashboard')).toBeAttached()
    await expect(admin.getByTestId('second-factor-setup-required')).toHaveCount(0)
    await page.getByTestId('nav-settings').click()
    await expect(admin.getByTestId('passkeys').getByTestId('passkey-row')).toContainText('Stinas dator')
  } finally {
    expect((await requirement(false)).status()).toBe(200)
    expect((await client.delete(`/api/users/${id}`, { headers: ownerHeaders })).status()).toBe(200)
  }
})
