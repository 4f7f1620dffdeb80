import { escapeHtml } from './escapeHtml'

/** The small page the unsubscribe link of every mailing opens, in Swedish and English. */
const page = (title: string, body: string): string => `<!doctype html>
<html lang="sv">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{font-family:Georgia,serif;background:#fdf8f0;color:#2f3542;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:32rem;padding:2rem;text-align:center}h1{color:#b8860b;font-weight:normal}a{color:#b8860b}</style></head>
<body><main>${body}</main></body>
</html>`

export const unsubscribedPage = (siteUrl: string): string =>
  page(
    'Avregistrerad – Unsubscribed',
    `<h1>Du är avregistrerad</h1>
<p>Du får inga fler nyhetsbrev från oss. Välkommen tillbaka när du vill!</p>
<h1 lang="en">You have been unsubscribed</h1>
<p lang="en">You will not receive any more newsletters from us. You are welcome back any time!</p>
<p><a href="${escapeHtml(siteUrl)}">Till webbplatsen – To the website</a></p>`,
  )

export const invalidUnsubscribeLinkPage = (siteUrl: string): string =>
  page(
    'Ogiltig länk – Invalid link',
    `<h1>Länken fungerar inte</h1>
<p>Avregistreringslänken är ogiltig. Kontakta oss så hjälper vi dig.</p>
<h1 lang="en">This link does not work</h1>
<p lang="en">The unsubscribe link is not valid. Contact us and we will help you.</p>
<p><a href="${escapeHtml(siteUrl)}">Till webbplatsen – To the website</a></p>`,
  )
