import { GALLERY_CATEGORIES, MEDIA_PLACEMENTS, TREATMENT_CATEGORIES } from '../../src/lib/categories'
import { en } from '../../src/lib/i18n/en'
import { sv } from '../../src/lib/i18n/sv'
import { LOCALES } from '../../src/lib/locales'

/*
 * Select options as the panel shows them: the stored value stays the contract's word (`spa`, `hero`), the label
 * is the salon's. Categories reuse the page's own texts, so the panel and the page name them alike.
 */

export const treatmentCategoryOptions = TREATMENT_CATEGORIES.map((value) => ({
  value,
  label: { sv: sv.categories[value], en: en.categories[value] },
}))

export const galleryCategoryOptions = GALLERY_CATEGORIES.map((value) => ({
  value,
  label: { sv: sv.gallery.filters[value], en: en.gallery.filters[value] },
}))

const placementLabels: Record<(typeof MEDIA_PLACEMENTS)[number], { sv: string; en: string }> = {
  gallery: { sv: 'Galleriet', en: 'The gallery' },
  hero: { sv: 'Startbildens film', en: 'The opening film' },
  services: { sv: 'Behandlingarnas film', en: 'The treatments film' },
  poster: { sv: 'Stillbild till en film', en: 'Still image for a film' },
}
export const placementOptions = MEDIA_PLACEMENTS.map((value) => ({ value, label: placementLabels[value] }))

const languageLabels: Record<(typeof LOCALES)[number], { sv: string; en: string }> = {
  sv: { sv: 'Svenska', en: 'Swedish' },
  en: { sv: 'Engelska', en: 'English' },
}
export const languageOptions = LOCALES.map((value) => ({ value, label: languageLabels[value] }))
