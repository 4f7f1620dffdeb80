import { analyticsTexts } from './analytics'
import { auditTexts } from './audit'
import { backupsTexts } from './backups'
import { contactTexts } from './contact'
import { dashboardTexts } from './dashboard'
import { frameTexts } from './frame'
import { galleryTexts } from './gallery'
import { mailingsTexts } from './mailings'
import { messageTexts } from './messages'
import { passkeyTexts } from './passkeys'
import { pricesTexts } from './prices'
import { privacyTexts } from './privacy'
import { promotionsTexts } from './promotions'
import { secondFactorTexts } from './secondFactor'
import { servicesTexts } from './services'
import { sessionTexts } from './session'
import { settingsTexts } from './settings'
import { subscribersTexts } from './subscribers'

/** The in-page admin's texts: an i18next namespace of its own, loaded only with the admin's chunk. */
export const ADMIN_NAMESPACE = 'admin'

const parts = {
  frame: frameTexts,
  session: sessionTexts,
  secondFactor: secondFactorTexts,
  messages: messageTexts,
  dashboard: dashboardTexts,
  services: servicesTexts,
  prices: pricesTexts,
  promotions: promotionsTexts,
  gallery: galleryTexts,
  settings: settingsTexts,
  contact: contactTexts,
  subscribers: subscribersTexts,
  backups: backupsTexts,
  privacy: privacyTexts,
  mailings: mailingsTexts,
  analytics: analyticsTexts,
  audit: auditTexts,
  passkeys: passkeyTexts,
}

type Part = keyof typeof parts
const inLanguage = (locale: 'sv' | 'en') =>
  Object.fromEntries(Object.entries(parts).map(([name, texts]) => [name, texts[locale]])) as {
    [P in Part]: (typeof parts)[P]['sv']
  }

export const adminResources = { sv: inLanguage('sv'), en: inLanguage('en') }
