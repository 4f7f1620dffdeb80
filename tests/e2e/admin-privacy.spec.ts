import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import fs from 'node:fs/promises'

import { expect, goToArea, logIn, openAdmin, openArea, openSignedInAdmin, test } from './admin-support'
import { staffHeaders, unique } from './support'

const expectAxeClean = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(
    results.violations.map(
      (violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

test('a data request: look up an address, download what is held, erase it, and nothing is left', async ({
  page,
  request,
}) => {
  const email = `${unique('integritet')}@example.com`
  const subscribed = await request.post('/api/newsletter/subscribe', {
    data: { email, firstName: 'Ingrid', marketingConsent: true },
  })
  expect(subscribed.ok()).toBe(true)
  const sent = await request.post('/api/contact/submit', {
    data: {
      firstName: 'Ingrid',
      lastName: 'Integritet',
      email,
      message: 'Hej! Jag undrar över era ansiktsbehandlingar.',
    },
  })
  expect(sent.status()).toBe(201)
  try {
    const admin = await openSignedInAdmin(page)
    await openArea(admin, 'privacy', 'Integritet')
    const field = admin.getByLabel('E-postadress')
    const lookUp = admin.getByRole('button', { name: 'Sök', exact: true })

    // The shared e-mail rule, before anything is asked of the server.
    await field.fill('inte-en-adress')
    await lookUp.click()
    await expect(admin.getByText('Ange en giltig e-postadress.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')

    await field.fill(email.toUpperCase())
    await lookUp.click()
    const results = admin.getByTestId('privacy-results')
    await expect(results.getByTestId('privacy-count-subscribers')).toContainText('1')
    await expect(results.getByTestId('privacy-count-contactMessages')).toContainText('1')
    await expect(results.getByTestId('privacy-count-mailings')).toContainText('0')
    await expect(results.getByTestId('privacy-records')).toContainText('Hej! Jag undrar över era ansiktsbehandlingar.')
    await expect(results.getByTestId('privacy-records')).toContainText('Samtycke till marknadsföring')
    await expectAxeClean(page, 'privacy results')

    const downloading = page.waitForEvent('download')
    await results.getByRole('button', { name: 'Ladda ned som JSON' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`personal-data-${email}.json`)
    const file = JSON.parse(await fs.readFile((await download.path())!, 'utf8'))
    expect(file).toMatchObject({ email, counts: { subscribers: 1, contact_messages: 1, mailings: 0 } })
    expect(file.subscriber).toMatchObject({ email, firstName: 'Ingrid', marketingConsent: true })
    expect(file.contact_messages[0]).toMatchObject({ email, message: 'Hej! Jag undrar över era ansiktsbehandlingar.' })

    await results.getByRole('button', { name: 'Radera allt' }).click()
    // Named by the address it will erase (the download's toast is an alert too).
    const dialog = page.getByRole('alertdialog', { name: `Radera allt om ${email}?` })
    await expect(dialog).toContainText('Det går inte att ångra.')
    await expectAxeClean(page, 'erase dialog')
    await dialog.getByTestId('confirm').click()
    await expect(page.getByTestId('toast').filter({ hasText: `Allt om ${email} är raderat.` })).toBeVisible()
    await expect(results).toContainText(`Inget finns sparat om ${email}.`)

    // Looked up again, from the server: nothing.
    const answer = page.waitForResponse((response) => response.url().includes('/api/privacy/export'))
    await lookUp.click()
    expect((await (await answer).json()).data.counts).toEqual({
      subscribers: 0,
      contact_messages: 0,
      mailings: 0,
      bounces: 0,
    })
    await expect(results).toContainText(`Inget finns sparat om ${email}.`)
  } finally {
    // Nothing of the test's address is left behind, whatever failed above.
    await request.post('/api/privacy/erase', { headers: await staffHeaders(request), data: { email } })
  }
})

for (const [path, heading, label, lookUp, nothing] of [
  ['/', 'Integritet', 'E-postadress', 'Sök', 'Inget finns sparat om'],
  ['/en', 'Privacy', 'E-mail address', 'Look up', 'Nothing is held about'],
] as const) {
  test(`axe finds nothing in the privacy area on ${path}, empty or looked up`, async ({ page }) => {
    await openAdmin(page, path)
    await logIn(page)
    await goToArea(page, 'privacy')
    const admin = page.getByTestId('admin-screen')
    await expect(admin.getByTestId('area-heading')).toHaveText(heading)
    await expectAxeClean(page, `${path} privacy`)
    await admin.getByLabel(label).fill('ingen.alls@example.com')
    await admin.getByRole('button', { name: lookUp, exact: true }).click()
    await expect(admin.getByTestId('privacy-results')).toContainText(`${nothing} ingen.alls@example.com.`)
    await expectAxeClean(page, `${path} privacy empty`)
  })
}
