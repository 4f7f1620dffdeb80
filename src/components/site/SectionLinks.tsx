'use client'

import type { ReactNode } from 'react'

import { scrollToSection } from './scrollToSection'
import type { SectionId } from '../../lib/siteConstants'

/** A link to a section of the page that scrolls there smoothly, below the fixed header. */
export function SectionLink({ section, children }: { section: SectionId; children: ReactNode }) {
  return (
    <a href={`#${section}`} onClick={(event) => (event.preventDefault(), scrollToSection(section))}>
      {children}
    </a>
  )
}

/** A button that scrolls to a section of the page. */
export function SectionButton({
  section,
  className,
  children,
}: {
  section: SectionId
  className?: string
  children: ReactNode
}) {
  return (
    <button type="button" className={className} onClick={() => scrollToSection(section)}>
      {children}
    </button>
  )
}
