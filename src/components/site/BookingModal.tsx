'use client'

import { useEffect, useRef, useState } from 'react'

import { afterNextPaint } from './afterNextPaint'
import type { Booking } from './booking'
import { usePageText } from './LanguageProvider'
import { useFocusTrap } from './useFocusTrap'
import { pointsAtSite } from '../../lib/httpUrl'

/**
 * The external booking page in a frame (SPEC §2). Closes by its close button and Esc; for service bookings
 * also by a click on the backdrop. The dialog is painted first; the frame (a page load of its own) and the scroll
 * lock follow once it is, so the tap is answered at once on a slow phone.
 */
export function BookingModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const t = usePageText()
  const dialog = useRef<HTMLDivElement>(null)
  useFocusTrap(dialog)
  // A link to the site itself is never framed (it would run with the visitor's session here); saving one is refused
  // (src/lib/schemas/contractFields.ts), this keeps an older one out too.
  const framed = !pointsAtSite(booking.link, [window.location.origin])
  const [painted, setPainted] = useState(false)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    let overflow: string | null = null
    const cancel = afterNextPaint(() => {
      overflow = document.body.style.overflow
      document.body.style.overflow = 'hidden'
      setPainted(true)
    })
    return () => {
      cancel()
      document.removeEventListener('keydown', onKey)
      if (overflow !== null) document.body.style.overflow = overflow
    }
  }, [onClose])

  return (
    // Clicking beside the dialog is a mouse shortcut; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="modal-backdrop"
      data-testid="booking-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget && booking.kind === 'service') onClose()
      }}
    >
      <div ref={dialog} className="modal" role="dialog" aria-modal="true" aria-labelledby="booking-title">
        {/* A div, not <header>: outside a sectioning element a header is a second page banner landmark. */}
        <div className="modal__header">
          <h2 id="booking-title">{t('booking.titleFor', { name: booking.name })}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('booking.close')} />
        </div>
        {framed ? (
          painted ? (
            <iframe className="modal__frame" src={booking.link} title={t('booking.frameTitle')} />
          ) : (
            <div className="modal__frame" />
          )
        ) : null}
        <p className="modal__footer">
          <a href={booking.link} target="_blank" rel="noopener noreferrer">
            {t('booking.openInNewTab')}
          </a>
        </p>
      </div>
    </div>
  )
}
