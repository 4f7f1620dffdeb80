import type { Validate } from 'payload'
import { date, email, number, text, textarea } from 'payload/shared'

import { atMost, contractRule, say } from './contractRule'
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage'
import { BOOKING_LINK_OWN_SITE, bookingLinkInput } from '../../src/lib/schemas/contractFields'
import { discountUpdateSchema, endsOnOrAfterStart } from '../../src/lib/schemas/discount'
import { galleryItemSchema } from '../../src/lib/schemas/galleryItem'
import { mailingUpdateSchema } from '../../src/lib/schemas/mailing'
import { newsletterEmail, newsletterSignupSchema } from '../../src/lib/schemas/newsletterSignup'
import { serviceUpdateSchema } from '../../src/lib/schemas/service'
import { settingsUpdateSchema } from '../../src/lib/schemas/settingsUpdate'
import type { SettingKey } from '../../src/lib/settingKeys'

/*
 * The panel's field rules are the /api contract's own schemas (src/lib/schemas/), asked one field at a time,
 * so a value the panel saves is one the contract would accept, and the other way round.
 */

const service = (field: string) => (value: unknown) => serviceUpdateSchema.safeParse({ [field]: value }).success
const discount = (field: string) => (value: unknown) => discountUpdateSchema.safeParse({ [field]: value }).success
const asText = (value: unknown) => (value instanceof Date ? value.toISOString() : value)

const messages = {
  url: {
    sv: 'Länken måste vara en webbadress som börjar med http:// eller https://',
    en: 'The link must be a web address starting with http:// or https://',
  },
  ownSite: {
    sv: 'Länken måste gå till bokningstjänsten, inte till den här webbplatsen.',
    en: "The link must be the booking service's address, not this site's.",
  },
  endBeforeStart: { sv: 'Slutdatum kan inte vara före startdatum', en: 'The end date cannot be before the start date' },
  price: { sv: 'Priset måste vara 0–1 000 000 kr', en: 'The price must be 0–1,000,000 SEK' },
  minutes: { sv: 'Ange ett helt antal minuter, 1–1440', en: 'Enter a whole number of minutes, 1–1440' },
  percent: { sv: 'Rabatten måste vara 1–100 %', en: 'The discount must be 1–100 %' },
  originalPrice: { sv: 'Ordinarie pris måste vara 0 kr eller mer', en: 'The original price must be 0 SEK or more' },
  day: { sv: 'Ange ett riktigt datum', en: 'Enter a real date' },
  name: { sv: 'Namnet ska vara 2–100 tecken', en: 'The name must be 2–100 characters' },
  email: { sv: 'Ange en giltig e-postadress', en: 'Please enter a valid email address' },
  phone: { sv: 'Ange ett giltigt telefonnummer', en: 'Please enter a valid phone number' },
  message: { sv: 'Meddelandet ska vara 10–5000 tecken', en: 'The message must be 10–5000 characters' },
}

/** Which of the two rules a booking link breaks, for its message. */
const bookingLinkMessage = (value: unknown) =>
  bookingLinkInput.safeParse(value).error?.issues[0]?.message === BOOKING_LINK_OWN_SITE
    ? messages.ownSite
    : messages.url

/** Booking links: empty, or an http(s) address of another site (they open in the booking modal's frame). */
export const validateOptionalHttpUrl: Validate = (value, options) =>
  contractRule(text, (one) => bookingLinkInput.safeParse(one).success, bookingLinkMessage(value))(value, options)

export const treatmentRules = {
  name: contractRule(text, service('name'), atMost(200)),
  description: contractRule(textarea, service('description'), atMost(5000)),
  price: contractRule(number, service('price'), messages.price),
  durationMinutes: contractRule(number, service('duration'), messages.minutes),
}

export const promotionRules = {
  title: contractRule(text, discount('title_sv'), atMost(200)),
  description: contractRule(textarea, discount('description_sv'), atMost(5000)),
  discountPercent: contractRule(number, discount('discount_percent'), messages.percent),
  originalPrice: contractRule(number, discount('original_price'), messages.originalPrice),
  startDate: contractRule(date, (value) => discount('start_date')(asText(value)), messages.day),
}

/** A promotion cannot end before it starts (the contract's rule); both are calendar days. */
export const validateEndNotBeforeStart: Validate<string | Date | null | undefined> = async (value, options) => {
  const day = await contractRule(date, (input) => discount('end_date')(asText(input)), messages.day)(value, options)
  if (day !== true) return day
  const start = (options.siblingData as { startDate?: string | Date } | undefined)?.startDate
  if (!value || !start) return true
  return endsOnOrAfterStart(String(asText(start)), String(asText(value)))
    ? true
    : say(options.req, messages.endBeforeStart)
}

/** A setting's value in either language, as `PUT /settings` accepts it. */
export const settingRule = (key: SettingKey) =>
  contractRule(
    text,
    (value) => settingsUpdateSchema.safeParse({ settings: [{ key, value_sv: value }] }).success,
    atMost(5000),
  )

export const mediaRules = {
  title: contractRule(text, (value) => galleryItemSchema.safeParse({ title: value }).success, atMost(200)),
}

const contact = contactMessageSchema.shape
export const messageRules = {
  firstName: contractRule(text, (value) => contact.firstName.safeParse(value).success, messages.name),
  lastName: contractRule(text, (value) => contact.lastName.safeParse(value).success, messages.name),
  email: contractRule(email, (value) => contact.email.safeParse(value).success, messages.email),
  phone: contractRule(text, (value) => contact.phone.safeParse(value).success, messages.phone),
  message: contractRule(textarea, (value) => contact.message.safeParse(value).success, messages.message),
}

const signup = newsletterSignupSchema.shape
export const subscriberRules = {
  email: contractRule(email, (value) => newsletterEmail.safeParse(value).success, messages.email),
  firstName: contractRule(text, (value) => signup.firstName.safeParse(value).success, atMost(100)),
  lastName: contractRule(text, (value) => signup.lastName.safeParse(value).success, atMost(100)),
}

const mailing = mailingUpdateSchema.shape
export const mailingRules = {
  subject: contractRule(text, (value) => mailing.subject_sv.safeParse(value).success, atMost(200)),
  body: contractRule(textarea, (value) => mailing.body_sv.safeParse(value).success, atMost(20_000)),
  template: contractRule(text, (value) => mailing.template.safeParse(value).success, atMost(50)),
}
