'use client'

import { useEffect, useRef, type ReactNode } from 'react'

/** An area's heading; it takes the focus when the area opens, so screen readers and keyboards start there. */
export function AreaHeading({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus({ preventScroll: false })
  }, [])
  return (
    <header className="admin-area__header">
      <h2 ref={heading} tabIndex={-1} data-testid="area-heading">
        {children}
      </h2>
      {actions ? <div className="admin-area__actions">{actions}</div> : null}
    </header>
  )
}
