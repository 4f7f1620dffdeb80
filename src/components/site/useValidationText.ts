'use client'

import { useTranslation } from 'react-i18next'

/** A message of the shared schemas (SPEC §5, English) in the page's language. */
export const useValidationText = (): ((message: string) => string) => {
  const { t } = useTranslation()
  const messages = t('validation', { returnObjects: true }) as Record<string, string>
  return (message) => messages[message] ?? message
}
