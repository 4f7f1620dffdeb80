import AxeBuilder from '@axe-core/playwright'

import { expect, hydrated, scrollThrough, test } from './support'

for (const path of ['/', '/en']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await scrollThrough(page)
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} :: ${node.failureSummary?.split('\n').slice(0, 3).join(' ')}`),
    }))
    expect(summary).toEqual([])
  })
}

test('axe finds no violation in the open booking modal', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Boka VIP-behandling' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByRole('dialog').frameLocator('iframe').getByRole('button', { name: 'Välj tid' })).toBeVisible()
  // The whole page with the modal open (landmarks are counted page-wide); the outside booking page is not ours.
  const results = await new AxeBuilder({ page }).exclude('.modal__frame').analyze()
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
})
