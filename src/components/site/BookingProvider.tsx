'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import type { Booking } from './booking'
import { BookingModal } from './BookingModal'

type BookingContext = { openBooking: (booking: Booking) => void }
const Context = createContext<BookingContext | null>(null)

export const useBooking = (): BookingContext => {
  const value = useContext(Context)
  if (!value) throw new Error('useBooking outside BookingProvider')
  return value
}

/** The booking modal's state: closed, or open on one booking page; focus returns to the opener on close. */
export function BookingProvider({ children }: { children: ReactNode }) {
  const [booking, setBooking] = useState<Booking | null>(null)
  const opener = useRef<HTMLElement | null>(null)

  const openBooking = useCallback((next: Booking) => {
    opener.current = document.activeElement as HTMLElement | null
    setBooking(next)
  }, [])
  const close = useCallback(() => {
    setBooking(null)
    window.setTimeout(() => opener.current?.focus(), 0)
  }, [])

  const value = useMemo(() => ({ openBooking }), [openBooking])
  return (
    <Context.Provider value={value}>
      {children}
      {booking ? <BookingModal booking={booking} onClose={close} /> : null}
    </Context.Provider>
  )
}
