import type { FlattenedField } from 'payload'

import type { ArchiveDoc } from './archiveFormat'

export const localizedValue = (value: unknown, locale: 'sv' | 'en'): unknown =>
  value && typeof value === 'object'
    ? ((value as Record<string, unknown>)[locale] ?? null)
    : locale === 'sv'
      ? (value ?? null)
      : null
const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** The Swedish write of an archived document: every field, localized ones in Swedish. */
export const swedishData = (fields: FlattenedField[], doc: ArchiveDoc): Record<string, unknown> =>
  Object.fromEntries(
    fields
      .filter((field) => field.name in doc)
      .map((field) => [field.name, field.localized ? localizedValue(doc[field.name], 'sv') : doc[field.name]]),
  )

/**
 * The English write, if one is needed. Payload requires every required field in a language once anything is
 * written in it, so a required field without English takes the Swedish text (what English readers get anyway).
 */
export const englishData = (
  fields: FlattenedField[],
  doc: ArchiveDoc,
  current?: Record<string, unknown>,
): Record<string, unknown> | undefined => {
  const localized = fields.filter((field) => field.localized && field.name in doc)
  const archived = localized.some((field) => !isEmpty(localizedValue(doc[field.name], 'en')))
  const stored = current ? localized.some((field) => !isEmpty(localizedValue(current[field.name], 'en'))) : false
  if (!archived && !stored) return undefined
  return Object.fromEntries(
    localized.map((field) => {
      const en = localizedValue(doc[field.name], 'en')
      return [
        field.name,
        !isEmpty(en) ? en : 'required' in field && field.required ? localizedValue(doc[field.name], 'sv') : null,
      ]
    }),
  )
}
