import type { PageText } from '../../lib/i18n/pageText'
import type { Locale } from '../../lib/locales'
import type { SiteData } from '../../lib/siteData'

/**
 * What the page's sections render from. The server renders them from its cached content (no hydration for what
 * isn't interactive); the browser renders the very same components only for the panel's live preview
 * (PublicPage in SiteApp).
 */
export type SectionProps = { data: SiteData; t: PageText; locale: Locale }
