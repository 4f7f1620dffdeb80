/** Treatment categories offered by the salon (SPEC §3 lists the values clients use). */
export const TREATMENT_CATEGORIES = ['nails', 'pedicure', 'facial', 'threading', 'massage', 'spa'] as const
export type TreatmentCategory = (typeof TREATMENT_CATEGORIES)[number]

/** Gallery filter categories; `all` is the filter that shows everything and is never stored. */
export const GALLERY_FILTERS = ['all', 'nails', 'facial', 'pedicure', 'general'] as const
export const GALLERY_CATEGORIES = ['nails', 'facial', 'pedicure', 'general'] as const
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]

/** Where a media item is shown on the page; a `poster` is only shown as a video's still frame. */
export const MEDIA_PLACEMENTS = ['gallery', 'hero', 'services', 'poster'] as const
