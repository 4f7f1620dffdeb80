import type { SectionId } from '../../lib/siteConstants'

/** Smooth scroll to a section (instant under prefers-reduced-motion), keeping the address's anchor. */
export const scrollToSection = (id: SectionId): void => {
  const section = document.getElementById(id)
  if (!section) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  window.history.replaceState(null, '', `#${id}`)
  section.focus({ preventScroll: true })
}
