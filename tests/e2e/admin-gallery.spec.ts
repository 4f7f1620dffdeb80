import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { expect, leaveAdmin, openArea, openSignedInAdmin as openAdmin, test } from './admin-support'
import { hydrated, staffHeaders, unique } from './support'

const seed = (name: string) => fs.readFileSync(path.resolve('src/seed/media', name))

/** Gallery uploads sent by the page (POST /api/gallery), to prove what the browser refused was never sent. */
const watchUploads = (page: Page): Request[] => {
  const sent: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/gallery') sent.push(request)
  })
  return sent
}

/**
 * Drops files on the gallery's drop zone as a browser does (dragenter, dragover, drop). A DataTransfer made in
 * script has no file-system entry in Chromium (webkitGetAsEntry() is null, unlike a real drop), so its file
 * items are given one.
 */
const dropFiles = async (page: Page, files: { name: string; type: string; base64: string }[]) => {
  const transfer = await page.evaluateHandle((list) => {
    DataTransferItem.prototype.webkitGetAsEntry = function () {
      return { isFile: true, isDirectory: false } as FileSystemEntry
    }
    const data = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
      data.items.add(new File([bytes], file.name, { type: file.type }))
    }
    return data
  }, files)
  const zone = page.locator('.admin-dropzone')
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer: transfer })
}

// What a test uploaded is deleted again, so the other specs see the seeded gallery (both projects share a server).
const uploaded = new Set<string>()
test.afterEach(async ({ request }) => {
  const headers = await staffHeaders(request)
  const items = (await (await request.get('/api/gallery', { headers })).json()).data as {
    id: number
    url: string | null
  }[]
  for (const item of items) {
    if ([...uploaded].some((name) => item.url?.includes(name)))
      await request.delete(`/api/gallery/${item.id}`, { headers })
  }
  uploaded.clear()
})

test('staff upload an image and a film at once with progress; both show under their category, the image on the page', async ({
  page,
}) => {
  const stem = unique('salong')
  const image = `${stem}-bild.jpg`
  const film = `${stem}-film.mp4`
  uploaded.add(stem)
  const title = `Lounge ${stem}`
  const alt = `Salongens lounge i kvällsljus ${stem}`

  const admin = await openAdmin(page)
  await openArea(admin, 'gallery', 'Galleri')
  await admin.getByLabel('Kategori för de nya filerna').selectOption('general')

  // Answers are held back a moment, so each file's own progress bar is seen while it is on its way.
  await page.route('**/api/gallery', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  const chooser = page.waitForEvent('filechooser')
  await admin.getByRole('button', { name: 'Välj filer' }).click()
  await (
    await chooser
  ).setFiles([
    { name: image, mimeType: 'image/jpeg', buffer: seed('gallery-salon.jpg') },
    { name: film, mimeType: 'video/mp4', buffer: seed('gallery-spa.mp4') },
  ])
  const imageBar = admin.getByRole('progressbar', { name: `Uppladdning av ${image}` })
  const filmBar = admin.getByRole('progressbar', { name: `Uppladdning av ${film}` })
  await expect(imageBar).toBeVisible()
  await expect(filmBar).toBeVisible()
  // Nothing more can be picked while files are on their way.
  await expect(admin.getByRole('button', { name: 'Välj filer' })).toBeDisabled()
  await expect(page.getByTestId('toast').filter({ hasText: '2 filer är uppladdade.' })).toBeVisible()
  await expect(imageBar).toHaveAttribute('aria-valuenow', '100')
  await expect(filmBar).toHaveAttribute('aria-valuenow', '100')
  await expect(admin.getByTestId('upload-row').filter({ hasText: 'Uppladdad' })).toHaveCount(2)
  await page.unroute('**/api/gallery')

  // Both are in the gallery's "Salongen" category, not under "Naglar".
  await admin.getByTestId('gallery-filter-general').click()
  const imageTile = admin.getByTestId('gallery-tile').filter({ has: page.locator(`img[src*="${stem}-bild"]`) })
  const filmTile = admin
    .getByTestId('gallery-tile')
    .and(admin.locator('[data-type="video"]'))
    .filter({ hasText: 'Utan titel' })
  await expect(imageTile).toHaveAttribute('data-category', 'general')
  await expect(filmTile).toHaveCount(1)
  await admin.getByTestId('gallery-filter-nails').click()
  await expect(admin.getByTestId('gallery-tile').first()).toBeVisible()
  await expect(imageTile).toHaveCount(0)
  await expect(filmTile).toHaveCount(0)
  await admin.getByTestId('gallery-filter-general').click()

  // The image gets its title and description in both languages.
  await imageTile.getByRole('button', { name: 'Redigera: Utan titel' }).click()
  const form = page.getByTestId('gallery-form')
  await form.getByLabel('Titel på svenska').fill(title)
  await form.getByLabel('Titel på engelska').fill(`Lounge (en) ${stem}`)
  await form.getByLabel('Bildbeskrivning på svenska').fill(alt)
  await form.getByLabel('Bildbeskrivning på engelska').fill(`The salon lounge at dusk ${stem}`)
  await form.getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Ändringarna är sparade.' })).toBeVisible()
  await expect(form).toHaveCount(0)
  await expect(admin.getByTestId('gallery-tile').filter({ hasText: title })).toBeVisible()

  // A poster for the film: a new image uploaded aside (never listed in the gallery), then instead the gallery's
  // image; its tile then shows that still.
  await filmTile.getByRole('button', { name: 'Redigera: Utan titel' }).click()
  const posterChooser = page.waitForEvent('filechooser')
  await form.getByRole('button', { name: 'Ladda upp en ny affischbild' }).click()
  await (
    await posterChooser
  ).setFiles({ name: `${stem}-affisch.jpg`, mimeType: 'image/jpeg', buffer: seed('gallery-spa-poster.jpg') })
  await expect(form.getByRole('img', { name: 'Affischbildens förhandsvisning' })).toHaveAttribute(
    'src',
    new RegExp(`${stem}-affisch`),
  )
  await expect(form.getByLabel('Välj bland galleriets bilder').locator('option:checked')).toHaveText(
    'Nuvarande affischbild',
  )
  await form.getByLabel('Välj bland galleriets bilder').selectOption({ label: title })
  await expect(form.getByRole('img', { name: 'Affischbildens förhandsvisning' })).toBeVisible()
  await form.getByRole('button', { name: 'Spara' }).click()
  await expect(form).toHaveCount(0)
  await expect(
    admin
      .getByTestId('gallery-tile')
      .and(admin.locator('[data-type="video"]'))
      .filter({ has: page.locator(`img[src*="${stem}-bild"]`) }),
  ).toHaveCount(1)

  // The public page's gallery shows the image under its category on the next load.
  await leaveAdmin(admin)
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('group', { name: 'Filtrera galleriet' }).getByRole('button', { name: 'Salongen' }).click()
  await expect(page.getByTestId('gallery-grid').getByRole('img', { name: alt })).toBeVisible()
})

test("a wrong type or an oversized file is refused in the browser with the server's texts, and nothing is sent", async ({
  page,
}, testInfo) => {
  const sent = watchUploads(page)
  // A sparse file one byte over the limit, and a document the gallery does not take.
  const big = testInfo.outputPath('for-stor.jpg')
  fs.writeFileSync(big, '')
  fs.truncateSync(big, 50 * 1024 * 1024 + 1)
  const pdf = testInfo.outputPath('prislista.pdf')
  fs.writeFileSync(pdf, '%PDF-1.4\n')

  const admin = await openAdmin(page)
  await openArea(admin, 'gallery', 'Galleri')
  const chooser = page.waitForEvent('filechooser')
  await admin.getByRole('button', { name: 'Välj filer' }).click()
  await (await chooser).setFiles([big, pdf])
  await expect(admin.getByTestId('upload-row').filter({ hasText: 'for-stor.jpg' })).toContainText(
    'Skickades inte: Filen är för stor (högst 50 MB).',
  )
  await expect(admin.getByTestId('upload-row').filter({ hasText: 'prislista.pdf' })).toContainText(
    'Skickades inte: Bara bilder (JPEG, PNG, WebP, GIF, AVIF) och MP4- eller WebM-filmer kan laddas upp.',
  )
  await expect(admin.getByRole('progressbar')).toHaveCount(0)

  // Dropped on the drop zone, the same refusal.
  await dropFiles(page, [
    { name: 'anteckning.txt', type: 'text/plain', base64: Buffer.from('just words').toString('base64') },
  ])
  await expect(admin.getByTestId('upload-row').filter({ hasText: 'anteckning.txt' })).toContainText(
    'Skickades inte: Bara bilder',
  )
  expect(sent).toEqual([])
})

test('a deleted item goes after a confirmation', async ({ page }) => {
  const stem = unique('radera')
  uploaded.add(stem)
  const admin = await openAdmin(page)
  await openArea(admin, 'gallery', 'Galleri')
  // This one arrives by drag and drop.
  await dropFiles(page, [
    { name: `${stem}.jpg`, type: 'image/jpeg', base64: seed('gallery-facial.jpg').toString('base64') },
  ])
  await expect(page.getByTestId('toast').filter({ hasText: '1 fil är uppladdad.' })).toBeVisible()
  const tile = admin.getByTestId('gallery-tile').filter({ has: page.locator(`img[src*="${stem}"]`) })
  await expect(tile).toBeVisible()
  await tile.getByRole('button', { name: 'Ta bort: Utan titel' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Ta bort Utan titel?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Avbryt' }).click()
  await expect(tile).toBeVisible()
  await tile.getByRole('button', { name: 'Ta bort: Utan titel' }).click()
  await dialog.getByTestId('confirm').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Utan titel är borttagen.' })).toBeVisible()
  await expect(tile).toHaveCount(0)
})

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )

test('axe finds nothing in the gallery area, in Swedish and in English, with and without the form open', async ({
  page,
}) => {
  const admin = await openAdmin(page)
  await openArea(admin, 'gallery', 'Galleri')
  for (const language of ['sv', 'en'] as const) {
    if (language === 'en') {
      // The page's language toggle loads /en; the admin, its session and its area come back.
      await admin.getByTestId('admin-language').click()
      await expect(page).toHaveURL(/\/en$/)
      await expect(admin.getByTestId('area-heading')).toHaveText('Gallery')
    }
    await expect(admin.getByTestId('gallery-tile').first()).toBeVisible()
    expect(await violations(page)).toEqual([])
    await admin
      .getByTestId('gallery-tile')
      .first()
      .getByRole('button', { name: /^(Redigera|Edit):/ })
      .click()
    await expect(page.getByTestId('gallery-form')).toBeVisible()
    expect(await violations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('gallery-form')).toHaveCount(0)
  }
})
