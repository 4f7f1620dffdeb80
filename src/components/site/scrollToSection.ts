import { afterNextPaint } from './afterNextPaint'
import type { SectionId } from '../../lib/siteConstants'

/**
 * Smooth scroll to a section (instant under prefers-reduced-motion), keeping the address's anchor. The scroll starts
 * at once; the anchor and the focus (for keyboard and screen reader) follow once that frame is painted.
 */
export const scrollToSection = (id: SectionId): void => {
  const section = document.getElementById(id)
  if (!section) return
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  afterNextPaint(() => {
    window.history.replaceState(null, '', `#${id}`)
    section.focus({ preventScroll: true })
  })
}
