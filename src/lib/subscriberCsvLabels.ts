import { subscribersTexts } from './i18n/admin/subscribers'
import type { Locale } from './locales'
import type { SubscriberCsvLabels } from './subscriberCsv'

/** The export's column names and words in one language (the admin's own texts). */
export const subscriberCsvLabels = (locale: Locale): SubscriberCsvLabels & { fileName: string } => {
  const texts = subscribersTexts[locale]
  const { columns, yes, no } = texts.csv
  return { columns, states: texts.states, yes, no, fileName: texts.fileName }
}
