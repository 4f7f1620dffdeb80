'use client'

import { usePageText } from './LanguageProvider'
import { API_REQUEST_FAILED } from '../../lib/apiClient'

/** A message of the shared schemas (SPEC §5, English) in the page's language. */
export const useValidationText = (): ((message: string) => string) => {
  const t = usePageText()
  const messages = t('validation', { returnObjects: true }) as Record<string, string>
  return (message) => messages[message] ?? message
}

/**
 * A form's failure in the page's language (SPEC §8: the server's error, else the form's default): too many
 * requests says so in the visitor's language, a known message is translated, an answer without text gets the
 * form's own default.
 */
export const useFailureText = (): ((failure: { error: string; status?: number }, fallback: string) => string) => {
  const t = usePageText()
  const say = useValidationText()
  return (failure, fallback) => {
    if (failure.status === 429) return t('forms.tooManyRequests')
    return failure.error && failure.error !== API_REQUEST_FAILED ? say(failure.error) : fallback
  }
}
