import type { SiteSettings } from './settings'
import type { Mailing, Promotion, Treatment } from '../../payload-types'

/** A mailing as the /api contract answers it (a "notification"). */
export type Notification = {
  id: Mailing['id']
  subject_sv: string
  subject_en: string
  body_sv: string
  body_en: string
  template: string | null
  is_active: 0 | 1
  sent_at: string | null
  sent_count: number
  created_at: string
  updated_at: string
  /** 1 while a send round is queued or running (its progress: GET /notifications/{id}/progress). */
  sending: 0 | 1
  figures: MailingFigures
}

/**
 * How a mailing went: `sent` and `failed` in its latest round, `bounced` (hard or soft) and `complained` the
 * subscribers whose bounce or spam complaint came back from it, at sending or later (every round).
 */
export type MailingFigures = { sent: number; failed: number; bounced: number; complained: number }

/**
 * Where a mailing's latest send round stands. `total` is who the round reaches: those it has handled plus the
 * reachable subscribers it has not come to yet; `remaining` is what of that is still to go.
 */
export type SendProgress = {
  round: number
  state: 'none' | 'sending' | 'done'
  total: number
  sent: number
  failed: number
  /** Subscribers whose mail of this mailing bounced, and who reported it as spam (every round). */
  bounced: number
  complained: number
  remaining: number
  /** The addresses whose mail failed in this round (the first 100). */
  failed_addresses: string[]
}

/** `POST /notifications/{id}/send`: the mailing and its round's progress so far (the send runs as a job). */
export type SendAnswer = SendProgress & { notification: Notification }

export type NotificationStats = {
  total: number
  active: number
  sent: number
  unsent: number
  reachable_subscribers: number
}

export type TemplateDiscount = {
  id: Promotion['id']
  title_sv: string
  title_en: string
  service_name_sv: string
  service_name_en: string
  discount_percent: number
  original_price: number | null
  discounted_price: number | null
  start_date: string
  end_date: string
}

type TemplateService = {
  id: Treatment['id']
  name_sv: string
  name_en: string
  category: string
  price: number
  duration_minutes: number
}

/** What mailing templates can use: visible discounts split by state, active treatments, settings per language. */
export type TemplateData = {
  discounts: { running: TemplateDiscount[]; upcoming: TemplateDiscount[] }
  services: TemplateService[]
  settings: { sv: SiteSettings; en: SiteSettings }
}

export type ComposedMail = { subject: string; text: string; html: string }

export type GeneratedMailing = { subject_sv: string; subject_en: string; body_sv: string; body_en: string }
