import type { Validate } from 'payload'

export type Message = { sv: string; en: string }
type Req = { i18n?: { language?: string } }

/** A message in the panel user's language (Swedish unless English is chosen). */
export const say = (req: Req | undefined, message: Message): string =>
  req?.i18n?.language === 'en' ? message.en : message.sv

// Payload's own validators differ in their option types; any of them may run before the contract's rule.
type PayloadCheck = (value: never, options: never) => Promise<string | true> | string | true

/**
 * A field rule taken from the /api contract's schema, so the panel refuses what the contract refuses:
 * Payload's own check for the field type runs first (required, min, max: its own translated texts), then the
 * contract's rule on any non-empty value, with `message` in the panel user's language.
 */
export const contractRule =
  (payloadCheck: PayloadCheck | undefined, accepts: (value: unknown) => boolean, message: Message): Validate =>
  async (value, options) => {
    const own = payloadCheck ? await payloadCheck(value as never, options as never) : true
    if (own !== true) return own
    return valuesOf(value).every((one) => one === null || one === undefined || one === '' || accepts(one))
      ? true
      : say(options.req, message)
  }

/** A localized field written with `locale: 'all'` holds `{ sv, en }`: each language's value must pass. */
const valuesOf = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)
    ? Object.values(value)
    : [value]

/** At most `max` characters, in both languages. */
export const atMost = (max: number): Message => ({ sv: `Högst ${max} tecken`, en: `At most ${max} characters` })
