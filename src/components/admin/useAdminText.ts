'use client'

import { useTranslation } from 'react-i18next'

import { API_REQUEST_FAILED } from '../../lib/apiClient'
import { ADMIN_NAMESPACE } from '../../lib/i18n/admin'

/** The admin's `t`, on its own namespace. */
export const useAdminText = () => useTranslation(ADMIN_NAMESPACE)

/** A message of the contract (its schemas and answers are English) in the admin's language. */
export const useMessageText = (): ((message: string) => string) => {
  const { t } = useAdminText()
  const messages = t('messages', { returnObjects: true }) as Record<string, string>
  return (message) => messages[message] ?? message
}

export { API_REQUEST_FAILED }
