'use client'

import { useTranslation } from 'react-i18next'

import { ADMIN_NAMESPACE } from '../../lib/i18n/admin'
import { priceText } from '../../lib/priceText'

/** The admin's `t`, on its own namespace. */
export const useAdminText = () => useTranslation(ADMIN_NAMESPACE)

/** A message of the contract (its schemas and answers are English) in the admin's language. */
export const useMessageText = (): ((message: string) => string) => {
  const { t } = useAdminText()
  const messages = t('messages', { returnObjects: true }) as Record<string, string>
  return (message) => {
    // The two limit answers carry a number of seconds (src/platform/attemptThrottle.ts and rateLimit.ts).
    const wait = /^Too many (login attempts|requests)\. Please (?:wait|try again in) (\d+) seconds/.exec(message)
    if (wait)
      return t(wait[1] === 'requests' ? 'frame.tooManyRequests' : 'frame.tooManyLogins', { seconds: Number(wait[2]) })
    return messages[message] ?? message
  }
}

/** A category's name as the public page shows it (one set of labels for page and admin). */
export const useCategoryLabel = (): ((category: string) => string) => {
  const { t } = useTranslation()
  return (category) => t(`categories.${category}`, { defaultValue: category })
}

/** A price exactly as the public page writes it (`från 595 SEK`), in the page's language. */
export const usePriceText = (): ((amount: number) => string) => {
  const { t } = useTranslation()
  return (amount) => priceText(amount, t('services.from'))
}
