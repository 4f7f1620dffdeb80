'use client'

import { type RefObject, useEffect } from 'react'

import { afterNextPaint } from './afterNextPaint'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])'

/** Keeps Tab inside a dialog and puts focus on its first control once it has been painted open. */
export const useFocusTrap = (container: RefObject<HTMLElement | null>): void => {
  useEffect(() => {
    const root = container.current
    if (!root) return
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE))
    const cancel = afterNextPaint(() => focusables()[0]?.focus())
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const items = focusables()
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    root.addEventListener('keydown', onKey)
    return () => {
      cancel()
      root.removeEventListener('keydown', onKey)
    }
  }, [container])
}
