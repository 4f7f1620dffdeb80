'use client'

import { useLanguage } from '../../site/LanguageProvider'

/** A moment as the staff member reads it: date and time in the admin's language, in their own time zone. */
export const useDateTimeText = (): ((iso: string) => string) => {
  const { locale } = useLanguage()
  const format = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (iso) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : format.format(date)
  }
}
