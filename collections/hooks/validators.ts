import type { Validate } from 'payload'

import { dayOf } from '../../src/lib/discounts'
import { isHttpUrl } from '../../src/lib/httpUrl'

/** Messages of the model's own validation, in the admin's language (Swedish unless English is chosen). */
const messages = {
  url: {
    sv: 'Länken måste vara en webbadress som börjar med http:// eller https://',
    en: 'The link must be a web address starting with http:// or https://',
  },
  required: { sv: 'Fältet måste fyllas i', en: 'This field is required' },
  endBeforeStart: {
    sv: 'Slutdatum kan inte vara före startdatum',
    en: 'The end date cannot be before the start date',
  },
}

type Req = { i18n?: { language?: string } }
const say = (req: Req | undefined, message: { sv: string; en: string }): string =>
  req?.i18n?.language === 'en' ? message.en : message.sv

/** Optional link fields: empty, or an http(s) address. */
export const validateOptionalHttpUrl: Validate<string | null | undefined> = (value, { req }) =>
  value === null || value === undefined || value === '' || isHttpUrl(value) ? true : say(req, messages.url)

/** A promotion cannot end before it starts. */
export const validateEndNotBeforeStart: Validate<string | Date | null | undefined> = (value, { req, siblingData }) => {
  const start = (siblingData as { startDate?: string | Date } | undefined)?.startDate
  if (!value) return say(req, messages.required)
  if (!start) return true
  return dayOf(value) >= dayOf(start) ? true : say(req, messages.endBeforeStart)
}
