import type { Payload } from 'payload'

import { composeMailing } from './composeMailing'
import { listUnsubscribeHeaders } from './listUnsubscribe'
import { findSalonDetails } from './salonDetails'
import { unsubscribeLink } from './unsubscribeLink'
import type { ComposedMail, Notification } from '../lib/contract/notifications'
import { LOCALES, type Locale } from '../lib/locales'

/**
 * Stands in for a subscriber's unsubscribe token in the mail rendered once per language: URL-safe and plain, so it
 * appears as it is in the HTML and the text part, and nothing a staff member writes contains it by chance.
 */
const TOKEN_SLOT = 'salong-unsubscribe-token-0f3c9a'

export type RoundMail = Record<Locale, ComposedMail>

type PersonalMail = ComposedMail & { headers: Record<string, string> }

/** A round's mail in each language, rendered once (the React Email template is the slow part of a send). */
export const renderRoundMail = async (payload: Payload, mailing: Notification, origin: string): Promise<RoundMail> => {
  const link = unsubscribeLink(origin, TOKEN_SLOT)
  const [sv, en] = await Promise.all(
    LOCALES.map(async (locale) =>
      composeMailing(mailing, locale, link, await findSalonDetails(payload, locale, origin)),
    ),
  )
  return { sv, en }
}

/** One subscriber's copy: their own unsubscribe link in the footer, the text part and the List-Unsubscribe headers. */
export const personalMail = (mail: ComposedMail, origin: string, token: string): PersonalMail => {
  const fill = (part: string) => part.split(TOKEN_SLOT).join(encodeURIComponent(token))
  return {
    subject: mail.subject,
    html: fill(mail.html),
    text: fill(mail.text),
    headers: listUnsubscribeHeaders(unsubscribeLink(origin, token)),
  }
}
