'use client'

import type { Booking } from './booking'
import { useBooking } from './BookingProvider'
import { trackClick } from './trackClick'

type Props = {
  booking: Booking
  clickType: 'service_booking' | 'discount_booking'
  id: string | number
  label: string
  name: string
}

/** A treatment's or discount's booking button: counts the click, then opens the booking page in the modal. */
export function BookButton({ booking, clickType, id, label, name }: Props) {
  const { openBooking } = useBooking()
  return (
    <button
      type="button"
      className="button"
      aria-label={name}
      onClick={() => {
        trackClick(clickType, id, booking.name)
        openBooking(booking)
      }}
    >
      {label}
    </button>
  )
}
