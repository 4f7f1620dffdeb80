import type { Payload } from 'payload'

import { mailText } from '../lib/i18n/mail'
import type { Locale } from '../lib/locales'
import { findSalonDetails } from '../mail/salonDetails'
import { renderSalonEmail } from '../mail/template/renderSalonEmail'
import type { Subscriber } from '../payload-types'
import { confirmLink, confirmToken } from './confirmToken'
import { bounceEnvelope } from '../mail/returnPath'

/**
 * The confirmation e-mail of a sign-up, in the visitor's language, with the signed link (7 days). Anyone can sign
 * up any address, so it carries no text the sender typed (not even the first name): only the salon's own words,
 * its details and the address it goes to.
 */
export const sendConfirmation = async (
  payload: Payload,
  subscriber: Subscriber,
  origin: string,
  now: Date,
): Promise<void> => {
  const locale: Locale = subscriber.locale === 'en' ? 'en' : 'sv'
  const salon = await findSalonDetails(payload, locale, origin)
  const mail = await renderSalonEmail({
    salon,
    preview: mailText(locale, 'confirmPreview'),
    heading: mailText(locale, 'confirmGreeting'),
    paragraphs: [mailText(locale, 'confirmText', { salon: salon.name })],
    action: { label: mailText(locale, 'confirmButton'), url: confirmLink(origin, confirmToken(subscriber, now)) },
    note: mailText(locale, 'confirmExpiry'),
    reason: mailText(locale, 'confirmSentBecause', { email: subscriber.email, salon: salon.name }),
  })
  await payload.sendEmail({
    to: subscriber.email,
    subject: mailText(locale, 'confirmSubject'),
    ...mail,
    ...bounceEnvelope(subscriber, null),
  })
}
