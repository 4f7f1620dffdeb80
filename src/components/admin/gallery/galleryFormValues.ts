import type { Resolver } from 'react-hook-form'

import type { GalleryCategory } from '../../../lib/categories'
import type { GalleryItem } from '../../../lib/contract/gallery'
import type { Locale } from '../../../lib/locales'
import { type GalleryItemInput, galleryItemSchema } from '../../../lib/schemas/galleryItem'
import { schemaErrors } from '../frame/formErrors'

/** The item form: the shared fields once, the language-bound texts once per language. */
export type GalleryFormValues = {
  title_sv: string
  title_en: string
  alt_sv: string
  alt_en: string
  category: GalleryCategory
  is_active: boolean
  poster_url: string
}

export const formValues = (sv: GalleryItem, en: GalleryItem): GalleryFormValues => ({
  title_sv: sv.title ?? '',
  title_en: en.title ?? '',
  alt_sv: sv.alt ?? '',
  alt_en: en.alt ?? '',
  category: sv.category,
  is_active: sv.is_active === 1,
  poster_url: sv.poster_url ?? '',
})

/** The contract's body for one language: Swedish carries the shared fields (a poster only for a film). */
export const contractBody = (values: GalleryFormValues, lang: Locale, type: GalleryItem['type']): GalleryItemInput => {
  const texts = { title: values[`title_${lang}`].trim() || null, alt: values[`alt_${lang}`].trim() || null }
  if (lang === 'en') return texts
  return {
    ...texts,
    category: values.category,
    is_active: values.is_active,
    ...(type === 'video' ? { poster_url: values.poster_url || null } : {}),
  }
}

/** The contract's field names as the form names them, per language. */
export const formFields = (lang: Locale): Record<string, keyof GalleryFormValues> => ({
  title: `title_${lang}`,
  alt: `alt_${lang}`,
})

/** Validates each language's body with the endpoint's own schema, errors at the form's fields. */
export const galleryResolver =
  (type: GalleryItem['type']): Resolver<GalleryFormValues> =>
  async (values) => {
    let errors = {}
    for (const lang of ['sv', 'en'] as const) {
      const parsed = galleryItemSchema.safeParse(contractBody(values, lang, type))
      if (!parsed.success) errors = { ...errors, ...schemaErrors(parsed.error.issues, formFields(lang)) }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} }
  }
