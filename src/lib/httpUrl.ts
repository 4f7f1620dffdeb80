/** Booking links open in the booking modal's frame, so only web addresses are accepted. */
export const isHttpUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
