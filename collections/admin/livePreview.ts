import type { GeneratePreviewURL, RootLivePreviewConfig } from 'payload'

import { pathForLocale } from '../../src/lib/languageDetection'
import { livePreviewPath, type PreviewSlug } from '../../src/lib/livePreview'
import { toLocale } from '../../src/lib/locales'

/*
 * The public page in the panel: a live preview beside the form (the page in the edited language, with the
 * unsaved edits; src/components/site/livePreview/) and "view on site" links to where the content is shown.
 */

export const livePreview: RootLivePreviewConfig = {
  collections: ['treatments', 'promotions'],
  globals: ['settings'],
  url: ({ collectionConfig, globalConfig, data, locale }) => {
    const slug = (collectionConfig?.slug ?? globalConfig?.slug) as PreviewSlug
    return livePreviewPath(toLocale(locale?.code), slug, collectionConfig ? data?.id : undefined)
  },
  // Sizes in pixels read the same in Swedish and English: a phone, a tablet and a laptop (SPEC §9's 768 px edge).
  breakpoints: [
    { name: 'phone', label: '375 px', width: 375, height: 812 },
    { name: 'tablet', label: '768 px', width: 768, height: 1024 },
    { name: 'laptop', label: '1280 px', width: 1280, height: 800 },
  ],
}

/** "View on site": the page in the edited language, at the section that shows the content. */
export const viewOnSite =
  (section?: string): GeneratePreviewURL =>
  (_doc, { locale }) =>
    `${pathForLocale(toLocale(locale))}${section ? `#${section}` : ''}`
