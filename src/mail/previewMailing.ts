import type { MailingInput } from '../lib/schemas/mailing'
import type { Notification } from '../queries/mailings'
import { composeMailing, type ComposedMail } from './composeMailing'
import { unsubscribeLink } from './unsubscribeLink'

type PreviewInput = Pick<MailingInput, 'subject_sv' | 'body_sv' | 'subject_en' | 'body_en'>

/** A mailing as a subscriber of each language would receive it, before it is saved or sent (sample unsubscribe link). */
export const previewMailing = (input: PreviewInput, origin: string): { sv: ComposedMail; en: ComposedMail } => {
  const now = new Date().toISOString()
  const draft: Notification = {
    id: 0, // not saved: no mailing has this id
    subject_sv: input.subject_sv ?? '',
    subject_en: input.subject_en ?? '',
    body_sv: input.body_sv ?? '',
    body_en: input.body_en ?? '',
    template: null,
    is_active: 1,
    sent_at: null,
    sent_count: 0,
    created_at: now,
    updated_at: now,
  }
  const link = unsubscribeLink(origin, 'preview')
  return { sv: composeMailing(draft, 'sv', link), en: composeMailing(draft, 'en', link) }
}
