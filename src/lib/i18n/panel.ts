import { messageTexts } from './admin/messages'
import { passkeyTexts } from './admin/passkeys'
import { secondFactorTexts } from './admin/secondFactor'

/**
 * Texts of the salon's own parts of Payload's admin panel (dashboard counts, logo), registered in
 * payload.config.ts as Payload's custom translations under the `salong:` namespace.
 */
const sv = {
  panelName: 'Innehållspanel',
  home: 'Till översikten',
  countsTitle: 'Salongen just nu',
  services: 'Behandlingar',
  activePromotions: 'Pågående kampanjer',
  galleryItems: 'Bilder och filmer i galleriet',
  unreadMessages: 'Olästa meddelanden',
  activeSubscribers: 'Aktiva prenumeranter',
  viewSite: 'Visa webbplatsen',
  viewSiteSv: 'på svenska',
  viewSiteEn: 'på engelska',
  currentPasswordRequired: 'Ange ditt nuvarande lösenord för att byta det.',
  currentPasswordForCredentials: 'Ange ditt nuvarande lösenord för att byta e-postadress eller användarnamn.',
  secondFactorNote: 'Lösenordet stämmer. Ange koden från din autentiseringsapp, eller en reservkod.',
  secondFactorCode: 'Kod från appen',
}

const en: Record<keyof typeof sv, string> = {
  panelName: 'Content panel',
  home: 'To the dashboard',
  countsTitle: 'The salon right now',
  services: 'Treatments',
  activePromotions: 'Running promotions',
  galleryItems: 'Images and films in the gallery',
  unreadMessages: 'Unread messages',
  activeSubscribers: 'Active subscribers',
  viewSite: 'View the site',
  viewSiteSv: 'in Swedish',
  viewSiteEn: 'in English',
  currentPasswordRequired: 'Enter your current password to change it.',
  currentPasswordForCredentials: 'Enter your current password to change your e-mail address or username.',
  secondFactorNote: 'The password is right. Enter the code from your authenticator app, or a recovery code.',
  secondFactorCode: 'Code from the app',
}

export type PanelTextKey = keyof typeof sv

/**
 * Payload's `i18n.translations`: the panel's own texts beside Payload's, and the in-page admin's texts for two-step
 * verification (one wording in both admins) under `salongSecondFactor:`.
 */
export const panelTranslations = {
  sv: { salong: sv, salongSecondFactor: secondFactorTexts.sv, salongPasskeys: passkeyTexts.sv },
  en: { salong: en, salongSecondFactor: secondFactorTexts.en, salongPasskeys: passkeyTexts.en },
}

/** A two-step verification text in the panel user's language (`{{count}}` and the like filled in). */
export const secondFactorText = (
  i18n: { t: (key: never, options?: never) => string },
  key: keyof typeof secondFactorTexts.sv,
  options?: Record<string, unknown>,
): string => i18n.t(`salongSecondFactor:${key}` as never, options as never)

/** A message of the contract (English) as the panel user reads it: Swedish where the in-page admin has it. */
export const contractMessage = (language: string, message: string): string =>
  language === 'sv' ? (messageTexts.sv[message] ?? message) : message

/** A text in the panel user's language, through Payload's i18n (its fallback language applies). */
export const panelText = (i18n: { t: (key: never) => string }, key: PanelTextKey): string =>
  i18n.t(`salong:${key}` as never)

/** A passkey text in the panel user's language: the in-page admin's wording (src/lib/i18n/admin/passkeys.ts). */
export const passkeyText = (
  i18n: { t: (key: never, options?: never) => string },
  key: keyof typeof passkeyTexts.sv,
  options?: Record<string, unknown>,
): string => i18n.t(`salongPasskeys:${key}` as never, options as never)
