import { legalTexts } from './i18n/legal'
import type { LegalPage } from './legalPaths'
import type { Locale } from './locales'
import type { Retention } from './retention'
import type { SettingKey } from './settingKeys'

/** A section; one without a heading continues the page's own (the salon's whole terms). */
type LegalSection = { heading?: string; paragraphs?: string[]; items?: string[]; address?: string[] }
export type LegalDocument = { title: string; description: string; intro: string; sections: LegalSection[] }

type Settings = Record<SettingKey, string>

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** A text from the settings: paragraphs split at blank lines; nothing of it is read as markup. */
const settingParagraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/**
 * The privacy policy or the terms in one language, made from the settings (the salon's name and contact
 * details, the staff's own text) and the retention configuration.
 */
export const legalDocument = (
  page: LegalPage,
  locale: Locale,
  settings: Settings,
  retention: Retention,
): LegalDocument => {
  const texts = legalTexts[locale]
  const values = {
    salon: settings.site_title,
    email: settings.contact_email,
    phone: settings.contact_phone,
    contactMonths: retention.contactMonths,
    analyticsDays: retention.analyticsDays,
    pendingDays: retention.pendingSignupDays,
    auditDays: retention.auditDays,
  }
  const all = (lines: string[]) => lines.map((line) => fill(line, values))

  if (page === 'terms') {
    const own = settingParagraphs(settings.terms_text)
    return {
      title: texts.terms.title,
      description: fill(texts.terms.description, values),
      intro: fill(texts.terms.intro, values),
      // The salon's own terms, when written, replace the built-in ones.
      sections: own.length
        ? [{ paragraphs: own }]
        : texts.terms.sections.map((section) => ({ heading: section.heading, paragraphs: all(section.paragraphs) })),
    }
  }

  const privacy = texts.privacy
  const own = settingParagraphs(settings.privacy_text)
  return {
    title: privacy.title,
    description: fill(privacy.description, values),
    intro: fill(privacy.intro, values),
    sections: [
      {
        heading: privacy.contactHeading,
        address: [settings.site_title, settings.address, settings.contact_email, settings.contact_phone].filter(
          Boolean,
        ),
      },
      { heading: privacy.storedHeading, items: all(privacy.stored) },
      { heading: privacy.thirdPartyHeading, paragraphs: all(privacy.thirdParty) },
      { heading: privacy.rightsHeading, paragraphs: all(privacy.rights) },
      ...(own.length ? [{ heading: texts.moreInformation, paragraphs: own }] : []),
    ],
  }
}
