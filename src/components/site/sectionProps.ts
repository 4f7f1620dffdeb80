import type { TFunction } from 'i18next'

import type { Locale } from '../../lib/locales'
import type { SiteData } from '../../lib/siteData'

/**
 * What the page's sections render from. The server renders them from its cached content (no hydration for what
 * isn't interactive); the browser renders the very same components only for the panel's live preview
 * (PublicPage in SiteApp).
 */
export type SectionProps = { data: SiteData; t: TFunction; locale: Locale }
