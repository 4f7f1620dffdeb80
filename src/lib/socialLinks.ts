/** Settings hold social handles (or full addresses); this makes the address a visitor opens. */
export const socialUrl = (network: 'instagram' | 'facebook', handleOrUrl: string): string => {
  const value = handleOrUrl.trim()
  if (/^https?:\/\//i.test(value)) return value
  const handle = value.replace(/^@/, '')
  return network === 'instagram' ? `https://www.instagram.com/${handle}/` : `https://www.facebook.com/${handle}`
}

/** An address that opens the maps service on the salon's address. */
export const mapsUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

export const mapsEmbedUrl = (address: string): string =>
  `https://maps.google.com/maps?q=${encodeURIComponent(address)}&output=embed`
