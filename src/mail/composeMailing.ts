import type { SalonDetails } from './salonDetails'
import { renderSalonEmail } from './template/renderSalonEmail'
import type { Notification } from '../lib/contract/notifications'
import type { ComposedMail } from '../lib/contract/notifications'
import { mailText } from '../lib/i18n/mail'
import type { Locale } from '../lib/locales'

/**
 * One mailing as a subscriber receives it, in their language (Swedish where the English text is empty), in the
 * salon's template with their unsubscribe link. Sending and the staff's preview both use it.
 */
export const composeMailing = async (
  mailing: Pick<Notification, 'subject_sv' | 'subject_en' | 'body_sv' | 'body_en'>,
  locale: Locale,
  unsubscribeUrl: string,
  salon: SalonDetails,
): Promise<ComposedMail> => {
  const subject = (locale === 'en' && mailing.subject_en) || mailing.subject_sv
  const body = ((locale === 'en' && mailing.body_en) || mailing.body_sv).replace(/\r\n/g, '\n').trim()
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const rendered = await renderSalonEmail({
    salon,
    preview: paragraphs[0]?.slice(0, 140) ?? subject,
    paragraphs,
    reason: mailText(locale, 'sentBecause', { salon: salon.name }),
    unsubscribeUrl,
  })
  return { subject, ...rendered }
}
