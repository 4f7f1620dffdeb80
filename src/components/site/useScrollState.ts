'use client'

import { useEffect, useState } from 'react'

import { NAV_OPAQUE_AFTER_PX, SECTION_IDS, SECTION_OFFSET_PX, type SectionId } from '../../lib/siteConstants'

/** Whether the page has scrolled past 50 px, and which section is under the viewport's top (offset 100 px). */
export const useScrollState = (): { scrolled: boolean; active: SectionId } => {
  const [state, setState] = useState<{ scrolled: boolean; active: SectionId }>({ scrolled: false, active: 'home' })
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const probe = window.scrollY + SECTION_OFFSET_PX
      let active: SectionId = 'home'
      for (const id of SECTION_IDS) {
        const section = document.getElementById(id)
        if (section && section.offsetTop <= probe) active = id
      }
      // At the very bottom the last section is the one being read, however short it is.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)
        active = SECTION_IDS[SECTION_IDS.length - 1]
      const scrolled = window.scrollY > NAV_OPAQUE_AFTER_PX
      setState((current) =>
        current.active === active && current.scrolled === scrolled ? current : { active, scrolled },
      )
    }
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    // At the next frame, not in this task: reading offsets here would lay the page out inside the task that mounts
    // it, where the frame lays it out anyway.
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [])
  return state
}
