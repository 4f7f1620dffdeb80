import type { Page } from '@playwright/test'

import { expect, hydrated, staffHeaders, test, unique } from './support'

const sv = {
  first: 'Förnamn',
  last: 'Efternamn',
  email: 'E-postadress',
  phone: 'Telefon (valfritt)',
  message: 'Meddelande',
  submit: 'Skicka meddelande',
}
const en = {
  first: 'First name',
  last: 'Last name',
  email: 'E-mail address',
  phone: 'Phone (optional)',
  message: 'Message',
  submit: 'Send message',
}

const contactForm = async (page: Page, path: string) => {
  await page.goto(path)
  await hydrated(page)
  const form = page.getByTestId('contact-form')
  await form.scrollIntoViewIfNeeded()
  return form
}

test('the contact form shows the Swedish messages of SPEC §5, and an error clears when its field is edited', async ({
  page,
}) => {
  const form = await contactForm(page, '/')
  await form.getByRole('button', { name: sv.submit }).click()
  await expect(form.getByTestId('error-firstName')).toHaveText('Förnamn krävs')
  await expect(form.getByTestId('error-lastName')).toHaveText('Efternamn krävs')
  await expect(form.getByTestId('error-email')).toHaveText('E-postadress krävs')
  await expect(form.getByTestId('error-message')).toHaveText('Meddelande krävs')
  await expect(form.getByTestId('error-phone')).toHaveCount(0)
  // Focus goes to the first field in error, which says so.
  await expect(form.getByLabel(sv.first)).toBeFocused()
  await expect(form.getByLabel(sv.first)).toHaveAttribute('aria-invalid', 'true')

  // Editing one field clears that field's error only.
  await form.getByLabel(sv.first).fill('A')
  await expect(form.getByTestId('error-firstName')).toHaveCount(0)
  await expect(form.getByTestId('error-lastName')).toHaveText('Efternamn krävs')

  await form.getByLabel(sv.last).fill(' B ')
  await form.getByLabel(sv.email).fill('inte-en-adress')
  await form.getByLabel(sv.phone).fill('070-abc')
  await form.getByLabel(sv.message).fill('För kort')
  await form.getByRole('button', { name: sv.submit }).click()
  await expect(form.getByTestId('error-firstName')).toHaveText('Förnamnet måste vara minst 2 tecken')
  await expect(form.getByTestId('error-lastName')).toHaveText('Efternamnet måste vara minst 2 tecken')
  await expect(form.getByTestId('error-email')).toHaveText('Ange en giltig e-postadress')
  await expect(form.getByTestId('error-phone')).toHaveText('Ange ett giltigt telefonnummer')
  await expect(form.getByTestId('error-message')).toHaveText('Meddelandet måste vara minst 10 tecken')

  await form.getByLabel(sv.phone).fill('+46 (70) 123-45 67')
  await expect(form.getByTestId('error-phone')).toHaveCount(0)
  await expect(form.getByTestId('error-email')).toHaveText('Ange en giltig e-postadress')
})

test('the contact form speaks English on /en', async ({ page }) => {
  const form = await contactForm(page, '/en')
  await form.getByRole('button', { name: en.submit }).click()
  await expect(form.getByTestId('error-firstName')).toHaveText('First name is required')
  await expect(form.getByTestId('error-lastName')).toHaveText('Last name is required')
  await expect(form.getByTestId('error-email')).toHaveText('Email is required')
  await expect(form.getByTestId('error-message')).toHaveText('Message is required')
  await form.getByLabel(en.first).fill('A')
  await form.getByLabel(en.email).fill('nope@')
  await form.getByLabel(en.phone).fill('phone')
  await form.getByLabel(en.message).fill('short')
  await form.getByRole('button', { name: en.submit }).click()
  await expect(form.getByTestId('error-firstName')).toHaveText('First name must be at least 2 characters')
  await expect(form.getByTestId('error-email')).toHaveText('Please enter a valid email address')
  await expect(form.getByTestId('error-phone')).toHaveText('Please enter a valid phone number')
  await expect(form.getByTestId('error-message')).toHaveText('Message must be at least 10 characters')
})

test('a valid message is sent to the real server, the fields clear, and staff find it in the inbox', async ({
  page,
  request,
}) => {
  const text = `Hej! Jag vill boka ett presentkort. ${unique('msg')}`
  const email = `${unique('kontakt')}@example.com`
  const form = await contactForm(page, '/')
  await form.getByLabel(sv.first).fill('Astrid')
  await form.getByLabel(sv.last).fill('Lindqvist')
  await form.getByLabel(sv.email).fill(email)
  await form.getByLabel(sv.phone).fill('070-123 45 67')
  await form.getByLabel(sv.message).fill(text)
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact/submit'))
  await form.getByRole('button', { name: sv.submit }).click()
  expect((await answer).status()).toBe(201)
  await expect(form.getByTestId('contact-status')).toHaveText('Ditt meddelande har skickats!')
  for (const label of Object.values(sv).slice(0, 5)) await expect(form.getByLabel(label)).toHaveValue('')

  const inbox = await request.get('/api/contact/messages', { headers: await staffHeaders(request) })
  expect(inbox.status()).toBe(200)
  const messages = (await inbox.json()).data.messages as {
    email: string
    message: string
    firstName: string
    phone: string | null
  }[]
  const stored = messages.find((message) => message.email === email)
  expect(stored).toMatchObject({ firstName: 'Astrid', message: text, phone: '070-123 45 67' })
})

test('a network failure says so and keeps everything typed', async ({ page }) => {
  const form = await contactForm(page, '/')
  await page.route('**/api/contact/submit', (route) => route.abort('internetdisconnected'))
  const typed = {
    [sv.first]: 'Greta',
    [sv.last]: 'Berg',
    [sv.email]: 'greta@example.com',
    [sv.phone]: '08-123 45',
    [sv.message]: 'Finns det lediga tider på lördag?',
  }
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
  await form.getByRole('button', { name: sv.submit }).click()
  await expect(form.getByTestId('contact-status')).toHaveText(
    'Nätverksfel. Kontrollera din anslutning och försök igen.',
  )
  await expect(form.getByTestId('contact-status')).toHaveAttribute('role', 'alert')
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value)
  await expect(form.getByRole('button', { name: sv.submit })).toBeEnabled()
})

test("a refusal for too many messages, and a failure without any text, read in the page's language; nothing typed is lost", async ({
  page,
}) => {
  const form = await contactForm(page, '/')
  const answers = [
    {
      status: 429,
      body: '{"success":false,"error":"Too many requests. Please try again in 42 seconds."}',
      shown: 'För många försök på kort tid. Vänta en stund och försök igen.',
    },
    { status: 500, body: '', shown: 'Meddelandet kunde inte skickas. Försök igen.' },
  ]
  const typed = {
    [sv.first]: 'Greta',
    [sv.last]: 'Berg',
    [sv.email]: 'greta@example.com',
    [sv.message]: 'Finns det lediga tider på lördag?',
  }
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value)
  for (const answer of answers) {
    await page.route('**/api/contact/submit', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    )
    await form.getByRole('button', { name: sv.submit }).click()
    await expect(form.getByTestId('contact-status')).toHaveText(answer.shown)
    for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value)
    await page.unrouteAll()
  }
})

for (const variant of ['section', 'footer'] as const) {
  test(`the newsletter form in the ${variant}: empty e-mail refused in both languages, a sign-up stored and the form cleared`, async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await hydrated(page)
    let form = page.getByTestId(`newsletter-${variant}`)
    await form.scrollIntoViewIfNeeded()
    await form.getByRole('button', { name: 'Prenumerera' }).click()
    await expect(form.getByText('Ange din e-postadress')).toBeVisible()
    // Editing the field clears its error; emptied again, it is refused again.
    await form.getByLabel('E-postadress').fill('s')
    await expect(form.getByText('Ange din e-postadress')).toHaveCount(0)
    await form.getByLabel('E-postadress').fill('')
    await form.getByRole('button', { name: 'Prenumerera' }).click()
    await expect(form.getByText('Ange din e-postadress')).toBeVisible()

    const email = `${unique(`nyhetsbrev-${variant}`)}@example.com`
    await form.getByLabel('E-postadress').fill(email)
    if (variant === 'section') await form.getByLabel('Förnamn (valfritt)').fill('Sigrid')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Prenumerera' }).click()
    // The server's thanks (SPEC §8), then, for double opt-in, where to confirm.
    await expect(form.getByTestId(`newsletter-${variant}-status`)).toHaveText(
      'Tack för att du prenumererar! Vi har skickat ett mejl till dig – bekräfta prenumerationen med länken i det. Hittar du det inte, titta i skräpposten.',
    )
    await expect(form.getByLabel('E-postadress')).toHaveValue('')
    await expect(form.getByRole('checkbox')).not.toBeChecked()
    if (variant === 'section') await expect(form.getByLabel('Förnamn (valfritt)')).toHaveValue('')

    const list = await request.get('/api/newsletter/subscribers?limit=100', { headers: await staffHeaders(request) })
    expect(list.status()).toBe(200)
    const subscribers = (await list.json()).data.subscribers as { email: string }[]
    expect(subscribers.map((subscriber) => subscriber.email)).toContain(email)

    await page.goto('/en')
    await hydrated(page)
    form = page.getByTestId(`newsletter-${variant}`)
    await form.scrollIntoViewIfNeeded()
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Please enter your email address')).toBeVisible()
  })
}
