import type { APIRequestContext } from '@playwright/test'

import { mailsTo, waitForMail } from './outbox'
import { expect, hydrated, staffHeaders, test, unique } from './support'

/*
 * Double opt-in as a visitor meets it: the page's form → the confirmation e-mail → the link's page → confirmed;
 * then a mailing's unsubscribe link → its page's button → no more mailings.
 */

const subscriberEntry = async (request: APIRequestContext, email: string) => {
  const answer = await request.get(`/api/newsletter/subscribers?search=${encodeURIComponent(email)}`, {
    headers: await staffHeaders(request),
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()).data.subscribers as { id: string | number; email: string; status: string }[]).find(
    (s) => s.email === email,
  )
}

const sendMailing = async (request: APIRequestContext, subject: string) => {
  const headers = await staffHeaders(request)
  const created = await request.post('/api/notifications', {
    headers,
    data: { subject_sv: subject, body_sv: 'Välkommen in till hösten.' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()).data
  const sent = await request.post(`/api/notifications/${id}/send`, { headers, data: {} })
  expect(sent.status()).toBe(200)
  return id as string | number
}

test('sign up on the page, confirm through the e-mailed link, then unsubscribe through a mailing', async ({
  page,
  request,
}) => {
  const email = `${unique('optin')}@example.com`
  const mailings: (string | number)[] = []
  try {
    await page.goto('/')
    await hydrated(page)
    const form = page.getByTestId('newsletter-section')
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('E-postadress').fill(email)
    await form.getByRole('button', { name: 'Prenumerera' }).click()
    await expect(form.getByTestId('newsletter-section-status')).toHaveText(
      'Tack för att du prenumererar! Vi har skickat ett mejl till dig – bekräfta prenumerationen med länken i det. Hittar du det inte, titta i skräpposten.',
    )
    expect((await subscriberEntry(request, email))?.status).toBe('pending')

    // The confirmation e-mail, in Swedish, in the salon's template.
    const confirmation = await waitForMail(email, 'Bekräfta din prenumeration på nyhetsbrevet')
    expect(confirmation.html).toContain('Bekräfta prenumerationen')
    const link = confirmation.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0]
    expect(link).toBeDefined()

    // Opening the link (as a mail scanner would) changes nothing; the button confirms.
    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'Bekräfta prenumerationen' })).toBeVisible()
    expect((await subscriberEntry(request, email))?.status).toBe('pending')
    await page.getByRole('button', { name: /Bekräfta/ }).click()
    await expect(page.getByRole('heading', { name: 'Tack – du prenumererar nu!' })).toBeVisible()
    expect(await subscriberEntry(request, email)).toMatchObject({
      status: 'confirmed',
      is_active: 1,
      consent: { source: 'section', language: 'sv' },
    })

    // A mailing reaches the confirmed subscriber, with the one-click headers and the link in its footer.
    const first = unique('Höstnytt')
    mailings.push(await sendMailing(request, first))
    const mailing = await waitForMail(email, first)
    expect(mailing.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
    const unsubscribeLink = mailing.headers.match(/^List-Unsubscribe: <([^>]+)>$/m)?.[1]
    expect(unsubscribeLink).toBeDefined()
    expect(mailing.text).toContain(unsubscribeLink!)

    await page.goto(unsubscribeLink!)
    await expect(page.getByRole('heading', { name: 'Avregistrera dig från nyhetsbrevet' })).toBeVisible()
    expect((await subscriberEntry(request, email))?.status).toBe('confirmed')
    await page.getByRole('button', { name: /Avregistrera mig/ }).click()
    await expect(page.getByRole('heading', { name: 'Du är avregistrerad' })).toBeVisible()
    expect((await subscriberEntry(request, email))?.status).toBe('unsubscribed')

    // The next mailing no longer reaches them.
    const second = unique('Vinternytt')
    mailings.push(await sendMailing(request, second))
    await page.waitForTimeout(1000)
    expect(mailsTo(email).filter((mail) => mail.subject === second)).toHaveLength(0)
  } finally {
    // Leave nothing behind for other tests' counts.
    const headers = await staffHeaders(request)
    const entry = await subscriberEntry(request, email)
    if (entry) await request.delete(`/api/newsletter/subscribers/${entry.id}`, { headers })
    for (const id of mailings) await request.delete(`/api/notifications/${id}`, { headers })
  }
})
