import type { Notification } from '../../../lib/contract/notifications'

/** The mailing form: the contract's own fields (docs/api.md, Notifications), as the inputs hold them. */
export type MailingFormValues = {
  subject_sv: string
  subject_en: string
  body_sv: string
  body_en: string
  template: string
  is_active: boolean
}

export const emptyMailing = (): MailingFormValues => ({
  subject_sv: '',
  subject_en: '',
  body_sv: '',
  body_en: '',
  template: '',
  is_active: true,
})

export const mailingToValues = (item: Notification): MailingFormValues => ({
  subject_sv: item.subject_sv,
  subject_en: item.subject_en,
  body_sv: item.body_sv,
  body_en: item.body_en,
  template: item.template ?? '',
  is_active: item.is_active === 1,
})

export const valuesToBody = (values: MailingFormValues): Record<string, unknown> => ({
  subject_sv: values.subject_sv,
  body_sv: values.body_sv,
  subject_en: values.subject_en || null,
  body_en: values.body_en || null,
  template: values.template || null,
  is_active: values.is_active,
})

/** Whether the staff member has typed any text a template would replace. */
export const hasText = (values: MailingFormValues): boolean =>
  [values.subject_sv, values.subject_en, values.body_sv, values.body_en].some((text) => text.trim() !== '')

/** A mailing's state in the list: sent (with time and count), ready to send, or a draft. */
export type MailingState = 'sent' | 'active' | 'draft'
export const mailingState = (item: Notification): MailingState =>
  item.sent_at ? 'sent' : item.is_active === 1 ? 'active' : 'draft'
