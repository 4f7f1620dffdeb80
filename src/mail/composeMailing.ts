import type { Locale } from '../lib/locales'
import type { Notification } from '../queries/mailings'
import { escapeHtml } from './escapeHtml'

export type ComposedMail = { subject: string; text: string; html: string }

const footer: Record<Locale, { lead: string; link: string }> = {
  sv: { lead: 'Vill du inte längre få våra nyhetsbrev?', link: 'Avregistrera dig här' },
  en: { lead: 'No longer want our newsletters?', link: 'Unsubscribe here' },
}

/** One mailing in the subscriber's language (Swedish where the English text is empty), with the unsubscribe link. */
export const composeMailing = (mailing: Notification, locale: Locale, unsubscribeUrl: string): ComposedMail => {
  const subject = (locale === 'en' && mailing.subject_en) || mailing.subject_sv
  const body = (locale === 'en' && mailing.body_en) || mailing.body_sv
  const { lead, link } = footer[locale]
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n')
  return {
    subject,
    text: `${body}\n\n--\n${lead}\n${link}: ${unsubscribeUrl}\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#2f3542">
${paragraphs}
<hr><p style="font-size:12px;color:#777">${lead} <a href="${escapeHtml(unsubscribeUrl)}">${link}</a></p>
</body></html>`,
  }
}
