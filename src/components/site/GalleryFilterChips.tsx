import { GALLERY_FILTERS } from '../../lib/categories'

export type GalleryFilter = (typeof GALLERY_FILTERS)[number]

type Props = {
  value: GalleryFilter
  onChange: (next: GalleryFilter) => void
  /** The group's name and each chip's text, in the caller's words (the page's or the admin's). */
  label: string
  chipText: (filter: GalleryFilter) => string
  className: string
  testIdPrefix?: string
}

/** The gallery's category chips (all, nails, facial, pedicure, general), on the page and in the admin alike. */
export function GalleryFilterChips({ value, onChange, label, chipText, className, testIdPrefix }: Props) {
  return (
    <div className={className} role="group" aria-label={label}>
      {GALLERY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={`chip${value === filter ? ' is-selected' : ''}`}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          data-testid={testIdPrefix ? `${testIdPrefix}${filter}` : undefined}
        >
          {chipText(filter)}
        </button>
      ))}
    </div>
  )
}
