import { escapeHtml } from './escapeHtml'
import { LINK_PAGE_STYLE } from '../lib/contentSecurityPolicy.mjs'
import { mailText, type MailTextKey } from '../lib/i18n/mail'

/** The small pages the links in e-mails open (unsubscribe, confirm a sign-up), in Swedish and English. */
const page = (title: string, body: string): string => `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>${LINK_PAGE_STYLE.text}</style></head>
<body><main>${body}</main></body>
</html>`

const toSite = (siteUrl: string) => `<p><a href="${escapeHtml(siteUrl)}">Till webbplatsen – To the website</a></p>`

/** Both languages of one title and text from the mail texts. */
const both = (title: MailTextKey, text: MailTextKey) =>
  `<h1>${mailText('sv', title)}</h1>
<p>${mailText('sv', text)}</p>
<h1 lang="en">${mailText('en', title)}</h1>
<p lang="en">${mailText('en', text)}</p>`

/** A page whose one button POSTs to `action`: following a link never changes anything by itself. */
const withButton = (action: string, sv: MailTextKey, en: MailTextKey) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${mailText('sv', sv)} – <span lang="en">${mailText('en', en)}</span></button></form>`

export const unsubscribePromptPage = (siteUrl: string, action: string): string =>
  page(
    'Avregistrera – Unsubscribe',
    `${both('pageUnsubscribeTitle', 'pageUnsubscribeText')}
${withButton(action, 'pageUnsubscribeButton', 'pageUnsubscribeButton')}
${toSite(siteUrl)}`,
  )

export const unsubscribedPage = (siteUrl: string): string =>
  page(
    'Avregistrerad – Unsubscribed',
    `<h1>Du är avregistrerad</h1>
<p>Du får inga fler nyhetsbrev från oss. Välkommen tillbaka när du vill!</p>
<h1 lang="en">You have been unsubscribed</h1>
<p lang="en">You will not receive any more newsletters from us. You are welcome back any time!</p>
${toSite(siteUrl)}`,
  )

export const invalidUnsubscribeLinkPage = (siteUrl: string): string =>
  page(
    'Ogiltig länk – Invalid link',
    `<h1>Länken fungerar inte</h1>
<p>Avregistreringslänken är ogiltig. Kontakta oss så hjälper vi dig.</p>
<h1 lang="en">This link does not work</h1>
<p lang="en">The unsubscribe link is not valid. Contact us and we will help you.</p>
${toSite(siteUrl)}`,
  )

export const confirmPromptPage = (siteUrl: string, action: string): string =>
  page(
    'Bekräfta – Confirm',
    `${both('pageConfirmTitle', 'pageConfirmText')}
${withButton(action, 'pageConfirmButton', 'pageConfirmButton')}
${toSite(siteUrl)}`,
  )

export const confirmedPage = (siteUrl: string): string =>
  page('Bekräftad – Confirmed', `${both('pageConfirmedTitle', 'pageConfirmedText')}\n${toSite(siteUrl)}`)

export const invalidConfirmLinkPage = (siteUrl: string): string =>
  page('Ogiltig länk – Invalid link', `${both('pageInvalidTitle', 'pageInvalidText')}\n${toSite(siteUrl)}`)
