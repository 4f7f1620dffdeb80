'use client'

import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The otpauth address as a QR code an authenticator app scans (drawn here: the secret never leaves the page). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void QRCode.toDataURL(text, { margin: 2, width: 220, errorCorrectionLevel: 'M' }).then((url) => {
      if (current) setSource(url)
    })
    return () => {
      current = false
    }
  }, [text])
  if (!source) return null
  return (
    <img
      src={source}
      alt={label}
      width={220}
      height={220}
      className="second-factor__qr"
      data-testid="second-factor-qr"
    />
  )
}
