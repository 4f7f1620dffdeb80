'use client'

import { useEffect } from 'react'

import { EARLY_TAPS_HANDOVER } from '../../lib/earlyTaps.mjs'

type WithHandover = Window & { [EARLY_TAPS_HANDOVER]?: () => void }

/**
 * Once the page has hydrated, the taps on its buttons that came before are replayed (src/lib/earlyTaps.mjs): the
 * last of the document's first commit, so everything it hydrated can take them.
 */
export function EarlyTapsHandover() {
  useEffect(() => {
    ;(window as WithHandover)[EARLY_TAPS_HANDOVER]?.()
  }, [])
  return null
}
