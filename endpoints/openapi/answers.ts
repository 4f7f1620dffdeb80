import { z } from 'zod'

import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from '../../src/audit/actions'
import { BACKUP_COLLECTIONS, BACKUP_PARTS } from '../../src/lib/backupTypes'
import { GALLERY_CATEGORIES, MEDIA_PLACEMENTS, TREATMENT_CATEGORIES } from '../../src/lib/categories'
import type { DailyStats, DayTotals } from '../../src/lib/contract/analytics'
import type { AuditPage } from '../../src/lib/contract/audit'
import type { ArchiveEntry, BackupScheduleAnswer, ListedArchive } from '../../src/lib/contract/backups'
import type { DiscountItem } from '../../src/lib/contract/discounts'
import type { GalleryItem } from '../../src/lib/contract/gallery'
import type { ContactMessage, ContactMessageList, ContactMessagePage } from '../../src/lib/contract/messages'
import type {
  ComposedMail,
  GeneratedMailing,
  Notification,
  NotificationStats,
  SendAnswer,
  SendProgress,
  TemplateData,
} from '../../src/lib/contract/notifications'
import type {
  SecondFactorEnabled,
  SecondFactorRequirement,
  SecondFactorSetup,
  SecondFactorStatus,
} from '../../src/lib/contract/secondFactor'
import type { ServiceItem } from '../../src/lib/contract/services'
import type { SettingEntry } from '../../src/lib/contract/settings'
import type { SubscriberEntry, SubscriberPage, SubscriberStats } from '../../src/lib/contract/subscribers'
import { LOCALES } from '../../src/lib/locales'
import type { PrivacyErase, PrivacyExport } from '../../src/lib/schemas/privacyRequest'
import { TEMPLATE_NAMES } from '../../src/lib/schemas/templateGenerate'
import { SETTING_KEYS } from '../../src/lib/settingKeys'
import { SUBSCRIBER_STATUSES } from '../../src/lib/subscriberStatus'

/*
 * The `data` of each answer of the /api contract, as zod schemas the OpenAPI document is written from. Each is
 * tied to the answer type the code and the in-page admin use (src/lib/contract/): `exactly<T>()` refuses, at
 * compile time, a schema whose output differs from T in any field, so the document cannot drift from the code's
 * types; the integration suite checks every real answer against the document (tests/support/contractCheck.ts).
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** The generated model types name ids as SQLite has them (numbers); on MongoDB they are strings. */
type AnyId<T> = T extends (infer E)[]
  ? AnyId<E>[]
  : T extends object
    ? { [K in keyof T]: K extends 'id' ? string | number : AnyId<T[K]> }
    : T
const exactly =
  <T>() =>
  <S extends z.ZodType>(schema: S & (Same<z.output<S>, AnyId<T>> extends true ? unknown : { differsFrom: T })): S =>
    schema

/** Ids are numbers on SQLite and strings (ObjectId) on MongoDB. */
const id = z.union([z.number(), z.string()])
const flag = z.union([z.literal(0), z.literal(1)])
const text = z.string()
const nullableText = z.string().nullable()
const count = z.number().int().min(0)
const locale = z.enum(LOCALES)
const SRCSET = 'The image\'s WebP sizes as a srcset ("<url> 480w, …"); null without generated sizes.'

export const staffUserAnswer = z.object({ id, username: nullableText, name: nullableText })
const setUpFirst = z
  .boolean()
  .describe('The owner requires a second factor and this member has none: set one up before anything else.')
export const profileAnswer = staffUserAnswer.extend({
  second_factor_enabled: z.boolean().describe('Whether logins of this member ask for a one-time code.'),
  second_factor_setup_required: setUpFirst,
})
export const sessionAnswer = z.object({
  token: text.describe('For the staff routes, in any of the three token headers.'),
  user: staffUserAnswer,
  exp: z.number().describe('When the token ends, in Unix seconds (8 hours after the login).'),
  second_factor_setup_required: setUpFirst.optional(),
})

export const secondFactorStatusAnswer = exactly<SecondFactorStatus>()(
  z.object({
    enabled: z.boolean(),
    required: z.boolean().describe('The owner requires a second factor of all staff.'),
    recovery_codes_left: count,
    can_change_requirement: z.boolean().describe('The caller is the owner, who sets the requirement.'),
  }),
)
export const secondFactorSetupAnswer = exactly<SecondFactorSetup>()(
  z.object({
    secret: text.describe('Base32, for typing into an authenticator app.'),
    otpauth_url: text.describe('The `otpauth://totp/…` address a QR code carries (SHA-1, 6 digits, 30 s).'),
  }),
)
export const secondFactorEnabledAnswer = exactly<SecondFactorEnabled>()(
  z.object({ recovery_codes: z.array(text).length(10).describe('Each works once instead of a code; shown once.') }),
)
export const secondFactorRequirementAnswer = exactly<SecondFactorRequirement>()(z.object({ required: z.boolean() }))

export const serviceAnswer = exactly<ServiceItem>()(
  z.object({
    id,
    name: text,
    description: nullableText,
    category: z.enum(TREATMENT_CATEGORIES),
    price: z.number().describe('SEK.'),
    duration: z.number().describe('Minutes (the same as duration_minutes).'),
    duration_minutes: z.number(),
    image_url: nullableText.describe('The image file, e.g. /api/media/file/rose.jpg.'),
    image_srcset: nullableText.describe(SRCSET),
    booking_link: nullableText,
    is_active: flag,
  }),
)

export const categoriesAnswer = z.array(z.enum(TREATMENT_CATEGORIES))

export const galleryAnswer = exactly<GalleryItem>()(
  z.object({
    id,
    title: nullableText,
    category: z.enum(GALLERY_CATEGORIES),
    type: z.enum(['image', 'video']),
    url: nullableText.describe('The file: /api/media/file/<name>.'),
    thumbnail_url: nullableText.describe("An image's 480x360 thumbnail (else url); a film's poster's thumbnail."),
    is_active: flag,
    alt: nullableText.describe('What the image shows, for screen readers.'),
    placement: z.enum(MEDIA_PLACEMENTS),
    poster_url: nullableText.describe("A film's still frame, an uploaded image."),
    srcset: nullableText.describe(SRCSET),
    poster_srcset: nullableText.describe(`The poster's sizes. ${SRCSET}`),
    poster_portrait_srcset: nullableText.describe("The poster's 9:16 crops, for an upright phone, as a srcset."),
  }),
)

export const settingsAnswer = exactly<SettingEntry[]>()(
  z.array(z.object({ key: z.enum(SETTING_KEYS), value_sv: text, value_en: text })),
)

export const discountAnswer = exactly<DiscountItem>()(
  z.object({
    id,
    service_id: id.nullable(),
    title_sv: text,
    title_en: nullableText.describe('null when there is no English title (English readers see the Swedish one).'),
    description_sv: nullableText,
    description_en: nullableText,
    discount_percent: z.number(),
    original_price: z.number().nullable().describe("SEK; null: the service's price is used."),
    start_date: text.describe('YYYY-MM-DD.'),
    end_date: text.describe('YYYY-MM-DD, the last day it shows.'),
    is_active: flag,
    booking_link: nullableText,
    service_name: nullableText.describe('In ?lang, Swedish where there is no English name.'),
    category: z.enum(TREATMENT_CATEGORIES).nullable().describe("The service's category."),
    discounted_price: z
      .number()
      .nullable()
      .describe('round(base × (1 − discount_percent / 100)), base being original_price or the service price.'),
  }),
)

export const notificationAnswer = exactly<Notification>()(
  z.object({
    id,
    subject_sv: text,
    subject_en: text,
    body_sv: text,
    body_en: text,
    template: nullableText,
    is_active: flag,
    sent_at: nullableText,
    sent_count: count,
    created_at: text,
    updated_at: text,
    sending: flag.describe('1 while a send round is queued or running.'),
    figures: z
      .object({
        sent: count.describe('Delivered in the latest round.'),
        failed: count.describe('Failed in the latest round (refused, or not handed to the mail server).'),
        bounced: count.describe('Subscribers whose mail of it bounced, at sending or later.'),
        complained: count.describe('Subscribers who reported it as spam.'),
      })
      .describe('How the mailing went (not in SPEC).'),
  }),
)

export const sendProgressAnswer = exactly<SendProgress>()(
  z.object({
    round: count,
    state: z.enum(['none', 'sending', 'done']),
    total: count.describe('Whom the round reaches: those handled, and the reachable subscribers still to come.'),
    sent: count,
    failed: count,
    bounced: count.describe('Subscribers whose mail of this mailing bounced (every round).'),
    complained: count.describe('Subscribers who reported this mailing as spam.'),
    remaining: count,
    failed_addresses: z.array(text).describe('The addresses whose mail failed in this round (the first 100).'),
  }),
)

export const notificationStatsAnswer = exactly<NotificationStats>()(
  z.object({ total: count, active: count, sent: count, unsent: count, reachable_subscribers: count }),
)

const templateDiscount = z.object({
  id,
  title_sv: text,
  title_en: text,
  service_name_sv: text,
  service_name_en: text,
  discount_percent: z.number(),
  original_price: z.number().nullable(),
  discounted_price: z.number().nullable(),
  start_date: text,
  end_date: text,
})
const siteSettings = z.object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, text])) as Record<(typeof SETTING_KEYS)[number], typeof text>,
)

export const templateDataAnswer = exactly<TemplateData>()(
  z.object({
    discounts: z.object({ running: z.array(templateDiscount), upcoming: z.array(templateDiscount) }),
    services: z.array(
      z.object({
        id,
        name_sv: text,
        name_en: text,
        category: text,
        price: z.number(),
        duration_minutes: z.number(),
      }),
    ),
    settings: z.object({ sv: siteSettings, en: siteSettings }),
  }),
)

export const generatedMailingAnswer = exactly<GeneratedMailing & { template: (typeof TEMPLATE_NAMES)[number] }>()(
  z.object({ template: z.enum(TEMPLATE_NAMES), subject_sv: text, subject_en: text, body_sv: text, body_en: text }),
)

const composedMail = exactly<ComposedMail>()(z.object({ subject: text, text, html: text }))
export const mailPreviewAnswer = z.object({ sv: composedMail, en: composedMail })

export const sendAnswer = exactly<SendAnswer>()(sendProgressAnswer.extend({ notification: notificationAnswer }))

export const subscriberAnswer = exactly<SubscriberEntry>()(
  z.object({
    id,
    email: text,
    firstName: nullableText,
    lastName: nullableText,
    marketingConsent: z.boolean(),
    is_active: flag.describe('1 exactly when status is confirmed.'),
    locale: locale.describe('The language mailings are sent in.'),
    created_at: text,
    status: z.enum(SUBSCRIBER_STATUSES).describe('Only confirmed subscribers get mailings (double opt-in).'),
    confirmed_at: nullableText.describe('When they confirmed (kept after unsubscribing).'),
    consent: z
      .object({ at: text, source: text, language: locale })
      .nullable()
      .describe('The record of the sign-up: when, from which form (section, footer or api), in which language.'),
    suppressed: z
      .object({ at: text, reason: text })
      .nullable()
      .describe('For a bounced or complained subscriber: since when nothing is mailed to them, and the answer why.'),
  }),
)

export const subscriberPageAnswer = exactly<SubscriberPage>()(
  z.object({ subscribers: z.array(subscriberAnswer), total: count, page: count, pages: count, limit: count }),
)

export const subscriberStatsAnswer = exactly<SubscriberStats>()(
  z.object({
    total: count,
    active: count,
    inactive: count,
    with_consent: count,
    new_this_month: count,
    confirmed: count,
    pending: count,
    bounced: count.describe('Suppressed: their mail server refused the address.'),
    complained: count.describe('Suppressed: they reported a mailing as spam.'),
  }),
)

export const contactMessageAnswer = exactly<ContactMessage>()(
  z.object({
    id,
    firstName: text,
    lastName: text,
    email: text,
    phone: nullableText,
    message: text,
    is_read: flag,
    created_at: text,
  }),
)

const contactMessageList = z.object({ messages: z.array(contactMessageAnswer), total: count, unread: count })
const contactMessagePage = exactly<ContactMessagePage>()(
  contactMessageList.extend({ page: count, pages: count, limit: count }),
)

/** The whole inbox (SPEC's answer), or one page of it when the query asks for one. */
export const contactMessagesAnswer = exactly<ContactMessageList | ContactMessagePage>()(
  z.union([exactly<ContactMessageList>()(contactMessageList), contactMessagePage]),
)

export const archiveAnswer = exactly<ArchiveEntry>()(
  z.object({
    name: text,
    type: z.enum(BACKUP_PARTS),
    size: count.describe('Bytes.'),
    created_at: text,
    safety: z.boolean().describe('Made by a restore, of what it replaced.'),
  }),
)

const location = z.enum(['bucket', 'folder'])

export const listedArchiveAnswer = exactly<ListedArchive>()(
  archiveAnswer.extend({
    location: location.optional().describe('Where it lives: given only where a bucket is configured.'),
  }),
)

export const backupScheduleAnswer = exactly<BackupScheduleAnswer>()(
  z.object({
    hour: z.number().int().min(0).max(23).nullable().describe('Stockholm time; null when the daily backup is off.'),
    keep_daily: count,
    keep_weekly: count,
    storage: location.describe('Where new archives go.'),
    last_run: z.object({ at: text, succeeded: z.boolean(), archive: nullableText, error: nullableText }).nullable(),
    last_success_at: nullableText,
    warning: z.enum(['failed', 'stale']).nullable().describe('Why staff are warned: the last run failed, or is old.'),
  }),
)

export const restoreAnswer = z.object({
  backup: text,
  type: z.enum(BACKUP_PARTS),
  /** Documents restored per collection (and `settings`). */
  restored: z.partialRecord(z.enum([...BACKUP_COLLECTIONS, 'settings']), count),
  safety_backup: text,
})

export const dailyStatsAnswer = exactly<DailyStats>()(
  z.object({
    date: text,
    visits: count,
    unique_visitors: count,
    total_clicks: count,
    clicks: z.array(
      z.object({ element_type: text, element_id: nullableText, element_name: nullableText, count: count }),
    ),
  }),
)

export const weeklyStatsAnswer = exactly<DayTotals[]>()(
  z.array(z.object({ date: text, visits: count, unique_visitors: count, clicks: count })),
)

export const visitAnswer = z.object({ day: text, counted: z.boolean() })

const privacyCounts = z.object({ subscribers: count, contact_messages: count, mailings: count, bounces: count })
/** A stored record as it is kept, every field: what the person is entitled to see. */
const privacyRecord = z.record(z.string(), z.unknown())

export const privacyExportAnswer = exactly<PrivacyExport>()(
  z.object({
    email: text,
    exported_at: text,
    counts: privacyCounts,
    subscriber: privacyRecord.nullable(),
    contact_messages: z.array(privacyRecord),
    mailings: z.array(privacyRecord),
    bounces: z.array(privacyRecord).describe('Each bounce and spam complaint heard for the address.'),
  }),
)

export const privacyEraseAnswer = exactly<PrivacyErase>()(z.object({ email: text, erased: privacyCounts }))

export const idAnswer = z.object({ id })
export const emailAnswer = z.object({ email: text })
export const healthAnswer = (status: string) => z.object({ status: z.literal(status) })

/** What a delete answers, in words. */
export const deleted = (what: string) => `The ${what} is deleted; its id.`

/** Readiness as last checked in the background, and how long ago that was. */
export const readyAnswer = healthAnswer('ready').extend({ checkedMsAgo: z.number().int().nonnegative() })

export const auditPageAnswer = exactly<AuditPage>()(
  z.object({
    entries: z.array(
      z.object({
        id,
        at: text.describe('When (ISO 8601, UTC).'),
        actor: nullableText.describe("The member's id, `system` for jobs, null for a sign-in on no known account."),
        actor_name: nullableText.describe('Their username at the time.'),
        action: z.enum(AUDIT_ACTIONS),
        outcome: z.enum(AUDIT_OUTCOMES),
        target_collection: nullableText.describe('What it acted on: a collection (or `backups`, `privacy`).'),
        target_id: nullableText.describe("The document's id (a backup's name), if one."),
        count: count.nullable().describe('How many, where it acted on a number of them.'),
        detail: nullableText,
        request_id: nullableText.describe("The request's id, as the server's log has it."),
        address_pseudonym: nullableText.describe("The day's pseudonym of the client's address (never the address)."),
      }),
    ),
    total: count,
    page: count,
    pages: count,
    limit: count,
  }),
)

export const passkeyAnswer = z.object({
  id,
  name: text,
  created_at: text.describe('When it was added (ISO 8601).'),
  last_used_at: nullableText.describe('When it last signed in; null if never.'),
})

const credentialDescriptor = z.looseObject({
  id: text,
  type: z.literal('public-key').optional(),
  transports: z.array(text).optional(),
})

export const registrationOptionsAnswer = z
  .looseObject({
    challenge: text,
    rp: z.looseObject({ id: text.optional(), name: text }),
    user: z.looseObject({ id: text, name: text, displayName: text }),
    pubKeyCredParams: z.array(z.looseObject({ type: text, alg: z.number() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z.looseObject({}).optional(),
    attestation: text.optional(),
  })
  .describe("WebAuthn's PublicKeyCredentialCreationOptionsJSON.")

export const authenticationOptionsAnswer = z
  .looseObject({
    challenge: text,
    rpId: text.optional(),
    timeout: z.number().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: text.optional(),
  })
  .describe("WebAuthn's PublicKeyCredentialRequestOptionsJSON.")
