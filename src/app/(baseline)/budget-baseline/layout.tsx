import type React from 'react'

/** The baseline's own document: nothing of the site's (no fonts, styles or providers). */
export default function BaselineLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="sv">
      <body>{children}</body>
    </html>
  )
}
