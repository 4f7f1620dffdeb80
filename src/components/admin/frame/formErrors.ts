import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'

import { ApiFailure } from '../session/ApiFailure'

/**
 * The server's field errors (the envelope's `errors`, keyed by the contract's field names) shown at the form's
 * own fields; `fields` maps a contract name to the form's name where they differ. Answers what is left over.
 */
export const showServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Record<string, Path<T>> = {},
): string | null => {
  if (!(error instanceof ApiFailure)) return error instanceof Error ? error.message : null
  let shown = false
  for (const [field, message] of Object.entries(error.errors ?? {})) {
    const name = fields[field] ?? (field as Path<T>)
    setError(name, { type: 'server', message })
    shown = true
  }
  return shown && error.status === 400 ? null : error.message
}

/** The first message per field of a failed parse of a shared schema, keyed as the form names its fields. */
export const schemaErrors = (
  issues: z.core.$ZodIssue[],
  fields: Record<string, string> = {},
): Record<string, { type: string; message: string }> => {
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of issues) {
    const key = issue.path.join('.')
    const name = fields[key] ?? key
    errors[name] ??= { type: 'validate', message: issue.message }
  }
  return errors
}
