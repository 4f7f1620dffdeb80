import type { PayloadRequest } from 'payload'

import { composeMailing } from './composeMailing'
import { findSalonDetails } from './salonDetails'
import { siteOrigin } from './siteOrigin'
import { unsubscribeLink } from './unsubscribeLink'
import type { ComposedMail } from '../lib/contract/notifications'
import { LOCALES, type Locale } from '../lib/locales'
import type { MailingPreviewInput } from '../lib/schemas/mailing'

/** A sample link in previews: it looks like a subscriber's own, and opens the "invalid link" page. */
const PREVIEW_UNSUBSCRIBE_TOKEN = 'preview'

/** A mailing exactly as a subscriber of each language would receive it (unsaved texts; the staff's preview). */
export const previewMailing = async (
  req: PayloadRequest,
  input: MailingPreviewInput,
): Promise<Record<Locale, ComposedMail>> => {
  const origin = siteOrigin(req)
  const mailing = { ...input, subject_en: input.subject_en ?? '', body_en: input.body_en ?? '' }
  const link = unsubscribeLink(origin, PREVIEW_UNSUBSCRIBE_TOKEN)
  const [sv, en] = await Promise.all(
    LOCALES.map(async (locale) =>
      composeMailing(mailing, locale, link, await findSalonDetails(req.payload, locale, origin)),
    ),
  )
  return { sv, en }
}
